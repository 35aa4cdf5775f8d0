import type { Metadata } from "next";
import { OperatorProfileEditorPage } from "~/features/operator-profile/operator-profile-page";
import { getCurrentUser } from "~/server/session";
import { BecomeOperatorIntro } from "./_components/become-operator-intro";

export const metadata: Metadata = { title: "Become an Operator" };

/** /become-operator: what joining means for visitors; the operator profile editor once signed in. */
export default async function BecomeOperatorPage() {
  const user = await getCurrentUser();
  return user ? <OperatorProfileEditorPage /> : <BecomeOperatorIntro />;
}

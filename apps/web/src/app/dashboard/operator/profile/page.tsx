import type { Metadata } from "next";
import { OperatorProfileEditorPage, OperatorProfileSignIn } from "~/features/operator-profile/operator-profile-page";
import { getCurrentUser } from "~/server/session";

export const metadata: Metadata = { title: "Operator Profile" };

/** /dashboard/operator/profile: the operator profile editor (the proxy sends visitors without a session to sign in). */
export default async function OperatorProfilePage() {
  const user = await getCurrentUser();
  if (!user) return <OperatorProfileSignIn returnTo="/dashboard/operator/profile" />;
  return <OperatorProfileEditorPage />;
}

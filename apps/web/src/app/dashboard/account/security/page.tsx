import type { Metadata } from "next";
import Link from "next/link";
import { getCurrentUser } from "~/server/session";
import { SignInRequired } from "../../customer/profile/_components/sign-in-required";
import { AccountSessions } from "../_components/account-sessions";

export const metadata: Metadata = { title: "Security" };

/** /dashboard/account/security (docs/product.md#devices): where the account is signed in, and its API tokens. */
export default async function SecurityPage() {
  const user = await getCurrentUser();
  if (!user) return <SignInRequired />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <div>
        <Link href="/dashboard/account" className="text-sm text-muted-foreground underline-offset-4 hover:underline">
          ← Account
        </Link>
        <h1 className="mt-2 text-2xl font-bold sm:text-3xl">Security</h1>
        <p className="mt-1 text-muted-foreground">
          Your signed-in devices. Tools that call the API as you use personal API tokens instead:{" "}
          <Link href="/dashboard/account#api-tokens" className="font-medium underline underline-offset-4">
            see and revoke your API tokens
          </Link>
          .
        </p>
      </div>
      <AccountSessions />
    </div>
  );
}

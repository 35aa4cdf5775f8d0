import { ACCOUNT_SECURITY_PATH, NOTIFICATION_SETTINGS_PATHS } from "@skyhire/validators";
import type { Metadata } from "next";
import Link from "next/link";
import { getCurrentUser } from "~/server/session";
import { SignInRequired } from "../customer/profile/_components/sign-in-required";
import { ApiTokens } from "./_components/api-tokens";
import { ChangePasswordForm } from "./_components/change-password-form";

export const metadata: Metadata = { title: "Account" };

/** /dashboard/account: the signed-in account's e-mail, its notification e-mails, its password, its API tokens and links to its webhooks and its security page (signed-in devices). */
export default async function AccountPage() {
  const user = await getCurrentUser();
  if (!user) return <SignInRequired />;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Account</h1>
        <p className="mt-1 break-all text-muted-foreground">Signed in as {user.email}</p>
        <p className="mt-2">
          <Link href={NOTIFICATION_SETTINGS_PATHS.settings} className="text-sm font-medium underline underline-offset-4">
            Notification settings
          </Link>
          {" · "}
          <Link href="/dashboard/account/webhooks" className="text-sm font-medium underline underline-offset-4">
            Webhooks
          </Link>
          {" · "}
          <Link href={ACCOUNT_SECURITY_PATH} className="text-sm font-medium underline underline-offset-4">
            Security
          </Link>
          {" · "}
          <Link href="/dashboard/account/reports" className="text-sm font-medium underline underline-offset-4">
            Reports
          </Link>
        </p>
      </div>
      <ChangePasswordForm />
      <ApiTokens />
    </div>
  );
}

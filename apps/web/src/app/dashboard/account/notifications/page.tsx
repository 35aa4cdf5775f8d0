import type { Metadata } from "next";
import Link from "next/link";
import { getCurrentUser } from "~/server/session";
import { api } from "~/trpc/server";
import { SignInRequired } from "../../customer/profile/_components/sign-in-required";
import { NotificationEmailSwitches } from "../_components/notification-email-switches";

export const metadata: Metadata = { title: "Notification settings" };

/**
 * /dashboard/account/notifications (docs/notifications.md): each notification type the account can
 * receive, with its e-mail on or off. In-app notifications always stay.
 */
export default async function NotificationSettingsPage() {
  const user = await getCurrentUser();
  if (!user) return <SignInRequired />;
  const settings = await api.notifications.emailSettings();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8">
      <div>
        <Link href="/dashboard/account" className="text-sm text-muted-foreground underline-offset-4 hover:underline">
          ← Account
        </Link>
        <h1 className="mt-2 text-2xl font-bold sm:text-3xl">Notification settings</h1>
        <p className="mt-1 text-muted-foreground">
          Choose which notifications also reach you by e-mail at <span className="break-all">{user.email}</span>. You
          always see every notification in the app.
        </p>
      </div>
      <NotificationEmailSwitches initial={settings} />
    </div>
  );
}

import type { Metadata } from "next";
import { getCurrentUser } from "~/server/session";
import { api } from "~/trpc/server";
import { SignInRequired } from "../../customer/profile/_components/sign-in-required";
import { AccountSubpage } from "../_components/account-subpage";
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
    <AccountSubpage
      title="Notification settings"
      intro={
        <>
          Choose which notifications also reach you by e-mail at <span className="break-all">{user.email}</span>. You
          always see every notification in the app.
        </>
      }
    >
      <NotificationEmailSwitches initial={settings} />
    </AccountSubpage>
  );
}

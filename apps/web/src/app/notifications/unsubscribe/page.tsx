import { NOTIFICATION_SETTINGS_PATHS, notificationUnsubscribeSchema } from "@skyhire/validators";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Button } from "@skyhire/ui";
import { findOrNull } from "~/server/find-or-null";
import { api } from "~/trpc/server";
import { stopNotificationEmails } from "./actions";

export const metadata: Metadata = { title: "Stop notification e-mails", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /notifications/unsubscribe?token=…: the link under every notification e-mail. No sign-in: the
 * token is signed. The page asks first (a mail scanner that opens links changes nothing), then one
 * click turns that type's e-mail off. A changed or unknown link is a 404 with its own message
 * (not-found.tsx beside this page).
 */
export default async function NotificationUnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const parsed = notificationUnsubscribeSchema.safeParse(await searchParams);
  const setting = parsed.success ? await findOrNull("link", () => api.notifications.unsubscribeLink(parsed.data)) : null;
  if (!parsed.success || !setting) notFound();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">Notification e-mails</h1>
      {setting.email ? (
        <form action={stopNotificationEmails} className="flex flex-col gap-4">
          <input type="hidden" name="token" value={parsed.data.token} />
          <p>
            Stop e-mails about <span className="font-medium">{setting.label}</span>? You will still see these notifications
            in the app.
          </p>
          <Button type="submit" className="self-start">
            Stop these e-mails
          </Button>
        </form>
      ) : (
        <p role="status" data-testid="notification-emails-stopped">
          E-mails about <span className="font-medium">{setting.label}</span> are off. You can turn them on again in your{" "}
          <Link href={NOTIFICATION_SETTINGS_PATHS.settings} className="underline underline-offset-4">
            notification settings
          </Link>
          .
        </p>
      )}
    </div>
  );
}

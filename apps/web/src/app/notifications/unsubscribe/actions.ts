"use server";

import { NOTIFICATION_SETTINGS_PATHS, notificationUnsubscribeSchema } from "@skyhire/validators";
import { redirect } from "next/navigation";
import { findOrNull } from "~/server/find-or-null";
import { api } from "~/trpc/server";

/** The unsubscribe page's button: turns the link's type off (a bad link changes nothing) and shows the page again. */
export async function stopNotificationEmails(form: FormData): Promise<void> {
  const parsed = notificationUnsubscribeSchema.safeParse({ token: form.get("token") });
  if (parsed.success) await findOrNull("link", () => api.notifications.unsubscribe(parsed.data));
  const query = parsed.success ? `?${new URLSearchParams(parsed.data)}` : "";
  redirect(`${NOTIFICATION_SETTINGS_PATHS.unsubscribePage}${query}`);
}

/**
 * Document-expiry reminders (issue 6: operators are warned 30 days ahead and on expiry). Run once a
 * day by the job queue: every approved operator whose documents expire within the warning window
 * gets one "expiring" reminder per expiry date, and one "expired" reminder once the date has passed
 * — in-app and by e-mail. A re-approved document has a new date, so its own reminders follow.
 */
import type { Database } from "@skyhire/db";
import { isoToday, type NotificationType } from "@skyhire/validators";
import { deliverNotificationEmails, notifyOnce } from "../lifecycle/notifications";
import { listExpiringOperators, type ExpiringOperator } from "./documents";

const OPERATOR_DASHBOARD = "/dashboard/operator";
const PAGE_SIZE = 100;

function reminderFor(operator: ExpiringOperator & { expiresOn: string }) {
  const expired = operator.state === "expired";
  const type: NotificationType = expired ? "documents_expired" : "documents_expiring";
  const days = operator.daysLeft ?? 0;
  return {
    userId: operator.userId,
    type,
    title: expired ? "Your licence or insurance has expired" : "Your licence or insurance expires soon",
    body: expired
      ? `Your documents on file expired on ${operator.expiresOn}. Upload a valid licence or insurance in your operator profile: until an admin approves it, you cannot send new proposals.`
      : `Your documents on file expire on ${operator.expiresOn} (${days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`}). Upload the renewed licence or insurance in your operator profile so an admin can approve it in time.`,
    link: OPERATOR_DASHBOARD,
    dedupeKey: `${type}:${operator.expiresOn}`,
  };
}

/** Writes the reminders due on `today` and queues their e-mails; says how many of each were new. */
export async function sendDocumentExpiryReminders(
  db: Database,
  today: string = isoToday(),
): Promise<{ expiring: number; expired: number }> {
  const counts = { expiring: 0, expired: 0 };
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const { items } = await listExpiringOperators(db, { page, pageSize: PAGE_SIZE }, today);
    for (const operator of items) {
      if (operator.expiresOn === null) continue;
      const reminder = reminderFor({ ...operator, expiresOn: operator.expiresOn });
      const id = await notifyOnce(db, reminder);
      if (!id) continue;
      ids.push(id);
      counts[reminder.type === "documents_expired" ? "expired" : "expiring"] += 1;
    }
    if (items.length < PAGE_SIZE) break;
  }
  await deliverNotificationEmails(db, ids);
  return counts;
}

import { unsubscribeSavedSearchSchema } from "@skyhire/validators";
import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@skyhire/ui";
import { findOrNull } from "~/server/find-or-null";
import { api } from "~/trpc/server";
import { stopSearchAlerts } from "./actions";

export const metadata: Metadata = { title: "Stop search alerts", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /saved-searches/unsubscribe?id=…&token=…: the link under every alert e-mail. No sign-in: the link
 * carries its secret. The page asks first (a mail scanner that opens links changes nothing), then
 * one click stops that search's alerts.
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const parsed = unsubscribeSavedSearchSchema.safeParse(await searchParams);
  const search = parsed.success ? await findOrNull(parsed.data.id, () => api.savedSearches.unsubscribeLink(parsed.data)) : null;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">Search alerts</h1>
      {!parsed.success || !search ? (
        <p role="alert">
          This unsubscribe link is not valid. Manage your alerts on the{" "}
          <Link href="/saved-searches" className="underline underline-offset-4">
            Saved searches
          </Link>{" "}
          page.
        </p>
      ) : search.frequency === "off" ? (
        <p role="status" data-testid="alerts-stopped">
          Alerts for <span className="font-medium">{search.name}</span> are off. You can turn them on again on the{" "}
          <Link href="/saved-searches" className="underline underline-offset-4">
            Saved searches
          </Link>{" "}
          page.
        </p>
      ) : (
        <form action={stopSearchAlerts} className="flex flex-col gap-4">
          <input type="hidden" name="id" value={parsed.data.id} />
          <input type="hidden" name="token" value={parsed.data.token} />
          <p>
            Stop e-mails and notifications about new matches for <span className="font-medium">{search.name}</span>?
          </p>
          <Button type="submit" className="self-start">
            Stop these alerts
          </Button>
        </form>
      )}
    </div>
  );
}

import { FAVOURITE_MESSAGES, unsubscribeFavouriteSchema } from "@skyhire/validators";
import type { Metadata } from "next";
import { Button } from "@skyhire/ui";
import { findOrNull } from "~/server/find-or-null";
import { api } from "~/trpc/server";
import { stopFavouriteAlerts } from "./actions";

export const metadata: Metadata = { title: "Stop favourite alerts", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /favourites/unsubscribe?id=…&token=…: the link under every favourite alert e-mail. No sign-in:
 * the link carries its secret. The page asks first (a mail scanner that opens links changes
 * nothing), then one click stops that favourite's alerts; it stays in the list.
 */
export default async function FavouriteUnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const parsed = unsubscribeFavouriteSchema.safeParse(params);
  const link = parsed.success ? await findOrNull(parsed.data.id, () => api.favourites.unsubscribeLink(parsed.data)) : null;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">Favourite alerts</h1>
      {!parsed.success || !link ? (
        <p role="alert">{FAVOURITE_MESSAGES.badLink}</p>
      ) : params.stopped === "1" ? (
        <p role="status" data-testid="alerts-stopped">
          Alerts about {link.stops} are off.
        </p>
      ) : (
        <form action={stopFavouriteAlerts} className="flex flex-col gap-4">
          <input type="hidden" name="id" value={parsed.data.id} />
          <input type="hidden" name="token" value={parsed.data.token} />
          <p>Stop e-mails and notifications about {link.stops}?</p>
          <Button type="submit" className="self-start">
            Stop these alerts
          </Button>
        </form>
      )}
    </div>
  );
}

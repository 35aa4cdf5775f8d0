import { FAVOURITE_MESSAGES } from "@skyhire/validators";
import type { Metadata } from "next";
import { LoggedOutRedirect } from "~/features/shell/logged-out";
import { FavouriteList } from "~/features/favourites/favourite-list";
import { getCurrentUser } from "~/server/session";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Favourites" };

/** /favourites: the customer's saved services (with how their price moved) and operators. */
export default async function FavouritesPage() {
  const user = await getCurrentUser();
  if (!user) return <LoggedOutRedirect />;
  const customer = user.role === "customer";
  if (customer) await getQueryClient().prefetchQuery(trpc.favourites.list.queryOptions());
  return (
    <HydrateClient>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Favourites</h1>
          <p className="mt-1 text-muted-foreground">
            Services and operators you keep. We tell you when a saved service changes its price and when a saved
            operator publishes a new service.
          </p>
        </div>
        {customer ? <FavouriteList /> : <p role="alert">{FAVOURITE_MESSAGES.customersOnly}.</p>}
      </div>
    </HydrateClient>
  );
}

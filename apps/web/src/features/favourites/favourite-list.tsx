"use client";

import { listingPriceText } from "@skyhire/validators";
import type { RouterOutputs } from "@skyhire/api";
import { Button, toast } from "@skyhire/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Building2, Camera, TrendingDown, TrendingUp } from "lucide-react";
import Link from "next/link";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";
import { ListingPhotoImage } from "~/features/listing-photos/listing-photo-image";
import { errorText } from "~/lib/http-error";
import { useTRPC } from "~/trpc/react";

type Favourite = RouterOutputs["favourites"]["list"][number];

/** The customer's favourite listings (price then and now) and operators, each with Remove. */
export function FavouriteList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.favourites.list.queryOptions());
  useLoginRedirectOn401(list.error);
  const remove = useMutation(
    trpc.favourites.remove.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.favourites.list.pathFilter()),
      onError: (error) => toast({ variant: "destructive", title: "Not removed", description: errorText(error) }),
    }),
  );

  if (list.isPending) return <p className="text-muted-foreground">Loading your favourites…</p>;
  if (list.isError) return <p role="alert">{errorText(list.error)}</p>;
  if (list.data.length === 0) {
    return (
      <div data-testid="no-favourites" className="rounded-lg border border-dashed p-8 text-center">
        <p className="font-medium">No favourites yet</p>
        <p className="mt-1 text-sm text-muted-foreground">
          Use the heart on a service or an operator&apos;s page in{" "}
          <Link className="underline underline-offset-4" href="/listings">
            Browse Services
          </Link>{" "}
          to keep it here and hear about price changes and new services.
        </p>
      </div>
    );
  }
  const listings = list.data.filter((favourite) => favourite.listing);
  const operators = list.data.filter((favourite) => favourite.operator);
  const removeButton = (favourite: Favourite, name: string) => (
    <Button
      variant="outline"
      size="sm"
      disabled={remove.isPending}
      onClick={() => remove.mutate({ id: favourite.id })}
      aria-label={`Remove ${name} from favourites`}
    >
      Remove
    </Button>
  );

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="favourite-listings" className="flex flex-col gap-3">
        <h2 id="favourite-listings" className="text-lg font-semibold">
          Services ({listings.length})
        </h2>
        {listings.length === 0 ? <p className="text-sm text-muted-foreground">No saved services.</p> : null}
        <ul className="flex flex-col gap-3">
          {listings.map((favourite) => {
            const listing = favourite.listing;
            if (!listing) return null;
            const move = listing.priceMove;
            return (
              <li key={favourite.id} data-testid="favourite-listing" className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center">
                <div className="relative aspect-[3/2] w-full shrink-0 overflow-hidden rounded-md bg-muted sm:w-32">
                  {listing.coverPhoto ? (
                    <ListingPhotoImage photo={listing.coverPhoto} fallbackAlt={listing.title} sizes="128px" className="absolute inset-0 size-full object-cover" />
                  ) : (
                    <div className="flex size-full items-center justify-center text-muted-foreground">
                      <Camera className="size-5" aria-hidden="true" />
                    </div>
                  )}
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  {listing.isPublic ? (
                    <Link href={`/listings/${listing.id}`} className="font-medium break-words underline-offset-4 hover:underline">
                      {listing.title}
                    </Link>
                  ) : (
                    <span className="font-medium break-words">{listing.title}</span>
                  )}
                  <span className="text-sm text-muted-foreground">{listing.operatorName}</span>
                  <span className="text-sm font-semibold" data-testid="favourite-price">
                    {listingPriceText(listing)}
                  </span>
                  {move ? (
                    <span
                      data-testid="price-move"
                      className={
                        move.direction === "dropped"
                          ? "flex items-center gap-1 text-sm text-green-700"
                          : "flex items-center gap-1 text-sm text-amber-700"
                      }
                    >
                      {move.direction === "dropped" ? <TrendingDown className="size-4" aria-hidden="true" /> : <TrendingUp className="size-4" aria-hidden="true" />}
                      {move.text}
                    </span>
                  ) : null}
                  {!listing.isPublic ? <span className="text-sm text-muted-foreground">No longer available</span> : null}
                </div>
                {removeButton(favourite, listing.title)}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="favourite-operators" className="flex flex-col gap-3">
        <h2 id="favourite-operators" className="text-lg font-semibold">
          Operators ({operators.length})
        </h2>
        {operators.length === 0 ? <p className="text-sm text-muted-foreground">No saved operators.</p> : null}
        <ul className="flex flex-col gap-3">
          {operators.map((favourite) => {
            const operator = favourite.operator;
            if (!operator) return null;
            return (
              <li key={favourite.id} data-testid="favourite-operator" className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center">
                <Building2 className="hidden size-6 shrink-0 text-muted-foreground sm:block" aria-hidden="true" />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  {operator.isPublic ? (
                    <Link href={`/operators/${operator.id}`} className="font-medium break-words underline-offset-4 hover:underline">
                      {operator.companyName}
                    </Link>
                  ) : (
                    <span className="font-medium break-words">{operator.companyName}</span>
                  )}
                  <span className="text-sm text-muted-foreground">{operator.location ?? "Location not specified"}</span>
                  <span className="text-sm text-muted-foreground">
                    {favourite.alerts ? "You are told when they publish a new service." : "New-service alerts are off."}
                  </span>
                </div>
                {removeButton(favourite, operator.companyName)}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

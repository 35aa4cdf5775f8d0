import { LIMITS, listingPriceText } from "@skyhire/validators";
import { Card, CardContent, CardHeader, CardTitle, buttonVariants } from "@skyhire/ui";
import Link from "next/link";
import { load } from "~/server/safe-call";
import { api } from "~/trpc/server";

/** The first 4 listings: title, category, $price and a View link (docs/product.md#signed-in-home). */
export async function RecentServices() {
  const result = await load("recent services", () => api.listings.recent());
  const listings = result.ok ? result.data.slice(0, LIMITS.homeRecentItems) : [];
  return (
    <Card className="h-full" data-testid="recent-services">
      <CardHeader>
        <CardTitle>Recent Services</CardTitle>
      </CardHeader>
      <CardContent>
        {!result.ok ? (
          <p className="text-sm text-muted-foreground">Services could not be loaded right now.</p>
        ) : listings.length === 0 ? (
          <p className="text-sm text-muted-foreground">No services available yet</p>
        ) : (
          <ul className="divide-y">
            {listings.map((listing) => (
              <li key={listing.id} data-testid="recent-service" className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="line-clamp-2 font-medium break-words">{listing.title}</p>
                  <p className="text-sm text-muted-foreground">{listing.category}</p>
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  <span className="font-semibold">{listingPriceText(listing)}</span>
                  <Link
                    href={`/listings/${listing.id}`}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                    aria-label={`View ${listing.title}`}
                  >
                    View
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

import { listingPriceText } from "@skyhire/validators";
import { Badge, Card, CardContent, CardHeader, CardTitle, buttonVariants } from "@skyhire/ui";
import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { load } from "~/server/safe-call";
import { catalogueReads } from "~/server/catalogue-cache";

/** A few of the newest listings from the database, each linking to its detail page. */
export async function FeaturedServices() {
  const reads = await catalogueReads();
  const result = await load("featured services", () => reads.listings.recent());
  if (!result.ok) return null;
  const listings = result.data;

  return (
    <section aria-labelledby="featured-heading" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <FeaturedHeading />
      {listings.length === 0 ? (
        <p className="mt-8 text-muted-foreground">No services available yet</p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="featured-services">
          {listings.map((listing) => (
            <li key={listing.id}>
              <Link
                href={`/listings/${listing.id}`}
                className="group block h-full rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Card className="flex h-full flex-col transition-shadow group-hover:shadow-md">
                  <CardHeader className="gap-3">
                    <Badge variant="secondary">{listing.category}</Badge>
                    <CardTitle className="line-clamp-2 text-base">{listing.title}</CardTitle>
                  </CardHeader>
                  <CardContent className="mt-auto flex items-center justify-between">
                    <span className="text-lg font-semibold">{listingPriceText(listing)}</span>
                    <span className="text-sm font-medium text-primary group-hover:underline">View</span>
                  </CardContent>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FeaturedHeading() {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 id="featured-heading" className="text-3xl font-bold tracking-tight">
          Featured services
        </h2>
        <p className="mt-2 text-muted-foreground">Recently listed by operators on Skyhire.</p>
      </div>
      <Link href="/listings" className={buttonVariants({ variant: "ghost" })}>
        See all services
        <ArrowRight aria-hidden="true" />
      </Link>
    </div>
  );
}

export function FeaturedServicesSkeleton() {
  return (
    <section aria-busy="true" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="h-9 w-56 animate-pulse rounded-md bg-muted" />
      <div className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-40 animate-pulse rounded-xl bg-muted" />
        ))}
      </div>
    </section>
  );
}

import { JOB_DEFAULT_CURRENCY, jobCategoryForListing } from "@skyhire/validators";
import { Card, CardContent, CardDescription, CardHeader } from "@skyhire/ui";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { load } from "~/server/safe-call";
import { getCurrentUser } from "~/server/session";
import { api } from "~/trpc/server";
import { PostJobForm } from "./_components/post-job-form";
import type { QuoteTarget } from "./_components/quote-target";

export const metadata: Metadata = { title: "Post a Job" };

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The listing a Request Quote / Contact Operator points at; none when it is unknown or hidden. */
async function quoteTargetFor(listingId: string | undefined): Promise<QuoteTarget | null> {
  if (!listingId?.trim()) return null;
  const result = await load("the quoted listing", () => api.listings.byId({ id: listingId }));
  if (!result.ok) return null;
  const listing = result.data;
  return {
    listingId: listing.id,
    listingTitle: listing.title,
    companyName: listing.operator.companyName,
    operatorId: listing.operatorId,
    category: jobCategoryForListing(listing.category),
    currency: listing.currency,
  };
}

/**
 * /post-job (docs/product.md#post-a-job). From a listing page: `?listingId=X` (Request Quote) pre-fills the
 * category and addresses the job to the listing's operator; `&contact=1` (Contact Operator) adds a
 * message. An unknown listing leaves the plain form.
 */
export default async function PostJobPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const listingId = first(params.listingId);
  const user = await getCurrentUser();
  if (!user) {
    // The proxy only sees that a cookie exists; this one no longer names a session.
    const here = listingId ? `/post-job?${new URLSearchParams(stringParams(params))}` : "/post-job";
    redirect(`/api/login?${new URLSearchParams({ returnTo: here })}`);
  }

  const quote = await quoteTargetFor(listingId);
  // A customer's usual currency is their latest job's (a London customer's first job is in pounds).
  const figures = user.role === "customer" ? await load("the customer's currency", () => api.escrow.customerStats()) : null;
  const defaultCurrency = figures?.ok ? figures.data.currency : JOB_DEFAULT_CURRENCY;
  const contact = quote !== null && first(params.contact) === "1";
  const title = contact && quote ? `Contact ${quote.companyName}` : quote ? "Request a Quote" : "Post a New Job";

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">{title}</h1>
          <CardDescription data-testid="post-job-intro">
            {quote
              ? `Requesting a quote from ${quote.companyName} for ${quote.listingTitle}`
              : "Describe the drone service you need and operators will get back to you."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PostJobForm quote={quote} contact={contact} role={user.role} defaultCurrency={defaultCurrency} />
        </CardContent>
      </Card>
    </div>
  );
}

function stringParams(params: SearchParams): [string, string][] {
  return Object.entries(params).flatMap(([key, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v): [string, string] => [key, v]),
  );
}

import "server-only";
import { createCaller } from "@skyhire/api";
import { isEmbeddedUrl } from "@skyhire/db/client";
import { databaseUrl, getDb } from "@skyhire/db/runtime";
import { revalidateTag, unstable_cache } from "next/cache";
import superjson from "superjson";
import { api } from "~/trpc/server";
import { CATALOGUE_SECONDS } from "./catalogue-freshness";
import { announceCatalogueChange, catalogueGeneration, expireCatalogueHere } from "./catalogue-expiry";
import { getCurrentUser } from "./session";

/**
 * The public catalogue as a visitor sees it (browse, a listing, an operator's page, reviews, the
 * landing page's newest services), cached for a short time so a burst of visitors does not reach
 * the database for each view (docs/performance.md#page-weight). Every successful write through
 * the API (tRPC or REST) expires it at once (`expireCatalogue`); writes from elsewhere (the
 * worker, a script) show within CATALOGUE_SECONDS. Signed-in readers always read afresh: what they
 * see may depend on who they are (their own hidden listing, for one).
 */
export const CATALOGUE_TAG = "catalogue";

/** Entries belong to this server process: a restarted server (a new database, say) starts empty. */
const PROCESS_KEY = `${process.pid}-${Date.now()}`;

const anonymous = createCaller(async () => ({
  db: getDb(),
  user: null,
  headers: new Headers({ "x-trpc-source": "rsc-catalogue" }),
}));

/**
 * Caches one read by its input; superjson keeps dates and other non-JSON values intact. The key
 * holds the catalogue's generation (catalogue-expiry.ts), which a write on any instance moves on.
 */
function cached<I, O>(name: string, read: (input: I) => Promise<O>): (input: I) => Promise<O> {
  const stringified = async (input: I) => superjson.stringify(await read(input));
  return async (input: I) => {
    const run = unstable_cache(stringified, [PROCESS_KEY, name, String(catalogueGeneration())], {
      revalidate: CATALOGUE_SECONDS,
      tags: [CATALOGUE_TAG],
    });
    return superjson.parse<O>(await run(input));
  };
}

type Api = typeof api;
interface Catalogue {
  listings: Pick<Api["listings"], "list" | "byId" | "recent">;
  operators: Pick<Api["operators"], "byId">;
  reviews: Pick<Api["reviews"], "list">;
}

const catalogue: Catalogue = {
  listings: {
    list: cached("listings.list", (input: Parameters<Api["listings"]["list"]>[0]) =>
      anonymous.listings.list(input),
    ),
    byId: cached("listings.byId", (input: Parameters<Api["listings"]["byId"]>[0]) =>
      anonymous.listings.byId(input),
    ),
    recent: cached("listings.recent", () => anonymous.listings.recent()),
  },
  operators: {
    byId: cached("operators.byId", (input: Parameters<Api["operators"]["byId"]>[0]) =>
      anonymous.operators.byId(input),
    ),
  },
  reviews: {
    list: cached("reviews.list", (input: Parameters<Api["reviews"]["list"]>[0]) =>
      anonymous.reviews.list(input),
    ),
  },
};

/** The catalogue reads for this request: cached for a visitor, afresh for a signed-in user. */
export async function catalogueReads(): Promise<Catalogue> {
  return (await getCurrentUser()) ? api : catalogue;
}

/**
 * After a write through the API the next catalogue read goes to the database, on this instance and
 * (told through the database, catalogue-expiry.ts) on every other. Any write: a batch may have
 * succeeded in part, and a needless expiry costs one read.
 */
export function expireCatalogue(method: string): void {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return;
  revalidateTag(CATALOGUE_TAG, { expire: 0 });
  expireCatalogueHere();
  if (isEmbeddedUrl(databaseUrl())) return;
  announceCatalogueChange(getDb()).catch((error: unknown) => {
    console.error("Other instances were not told of a catalogue change; their caches expire within their lifetime", error);
  });
}

/**
 * How long the public catalogue may be served from a cache: the server's own cache of what a
 * visitor sees (catalogue-cache.ts, expired at once by a write through the API) and, for an
 * anonymous GET of the REST catalogue (public-reads.ts), browsers and shared caches
 * (docs/performance.md#page-weight).
 */
export const CATALOGUE_SECONDS = 30;

/** The Cache-Control of a successful anonymous catalogue read. */
export const PUBLIC_READ_CACHE_CONTROL = `public, max-age=${CATALOGUE_SECONDS}, stale-while-revalidate=${CATALOGUE_SECONDS}`;

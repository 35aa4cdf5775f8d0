/**
 * How long the public catalogue may be served from a cache: the server's own cache of what a
 * visitor sees (catalogue-cache.ts, expired at once by a write through the API) and, for an
 * anonymous GET of the REST catalogue (public-reads.ts), browsers and shared caches
 * (docs/performance.md#page-weight).
 */
export const CATALOGUE_SECONDS = 30;

/**
 * The Cache-Control of a successful anonymous catalogue read: a shared cache (a CDN) may keep it for
 * CATALOGUE_SECONDS; a browser asks again each time, so a listing taken down through the API is gone
 * from the next answer it gets (the server's own cache is expired by that write).
 */
export const PUBLIC_READ_CACHE_CONTROL = `public, max-age=0, s-maxage=${CATALOGUE_SECONDS}`;

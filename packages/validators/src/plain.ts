/**
 * The rules, constants and formats that need no zod, for client code on pages whose weight counts
 * (docs/performance.md#page-weight): importing them from here keeps zod's ~30 kB out of the page.
 * Every module exported here imports no zod, directly or through another (plain.test.ts).
 */
export * from "./constants";
export * from "./categories";
export * from "./listing-query";
export * from "./place-list";
export * from "./listing-photo-variant";
export * from "./money";
export * from "./names";
export * from "./support-links";
export * from "./environment";

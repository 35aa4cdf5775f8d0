import {
  LIMITS,
  LISTING_QUERY_PARAMETERS,
  type ListingQueryParameter,
} from "@skyhire/validators/plain";
import { withQuery } from "~/features/listing-search/search-params";

/**
 * The browse URL's names and links, without zod: the filters (client code) build their links with
 * these; browse-params.ts parses the URL on the server (docs/performance.md#page-weight).
 */

/** The browse screen's URL values as given (validated), by query-string name. */
export type BrowseState = Partial<Record<ListingQueryParameter, string>>;

/** Browse links page by number; cursors are for API clients. */
export const BROWSE_PARAMETERS = LISTING_QUERY_PARAMETERS.filter((name) => name !== "cursor");

/** The shareable URL of a browse state, in one parameter order; defaults are left out so links stay short. */
export function browseHref(
  state: Omit<BrowseState, "page" | "pageSize"> & {
    page?: number | string;
    pageSize?: number | string;
  },
): string {
  const page = Number(state.page ?? 1);
  const values: Record<string, string | number | undefined> = {};
  for (const name of BROWSE_PARAMETERS) values[name] = state[name];
  return withQuery("/listings", {
    ...values,
    q: state.q?.trim() || undefined,
    page: page > 1 ? page : undefined,
    pageSize:
      state.pageSize && Number(state.pageSize) !== LIMITS.pageSizeDefault
        ? state.pageSize
        : undefined,
  });
}

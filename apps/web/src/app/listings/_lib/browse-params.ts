import {
  LIMITS,
  LISTING_QUERY_PARAMETERS,
  listListingsFieldsSchema,
  listListingsSchema,
  type ListListingsQuery,
  type ListingQueryParameter,
} from "@skyhire/validators";
import { firstIssue, firstParam, withQuery, type SearchParams } from "./search-params";

const fields = listListingsFieldsSchema.shape;

/** The browse screen's URL values as given (validated), by query-string name. */
export type BrowseState = Partial<Record<ListingQueryParameter, string>>;

export interface ParsedBrowseParams {
  query: ListListingsQuery;
  /** The valid values of the URL, for links that keep them (pages, filters). */
  state: BrowseState;
  /** Messages for URL values that were invalid and left out. */
  notices: string[];
}

/** Browse links page by number; cursors are for API clients. */
const BROWSE_PARAMETERS = LISTING_QUERY_PARAMETERS.filter((name) => name !== "cursor");

/**
 * The browse screen's state from its URL. Every value is parsed with the procedure's own schema;
 * an invalid one is left out (the search text is cut to what is allowed) and its message reported
 * instead of failing, so an edited or old link still shows results.
 */
export function parseBrowseParams(params: SearchParams): ParsedBrowseParams {
  const notices: string[] = [];
  const state: BrowseState = {};
  for (const name of BROWSE_PARAMETERS) {
    const value = emptyAsUndefined(firstParam(params[name]));
    if (value === undefined) continue;
    const parsed = fields[name].safeParse(value);
    if (parsed.success) {
      state[name] = value.trim();
      continue;
    }
    notices.push(firstIssue(parsed.error));
    if (name === "q") {
      // Keep what can be kept: the allowed length, without characters the database refuses.
      const kept = value.split("\u0000").join("").trim().slice(0, 200);
      if (kept) state.q = kept;
    }
  }

  // Values that are fine alone but not together (a price range upside down): leave one out.
  for (;;) {
    const parsed = listListingsSchema.safeParse(state);
    if (parsed.success) return { query: parsed.data, state, notices };
    const issue = parsed.error.issues[0];
    const name = issue?.path[0];
    if (!issue || typeof name !== "string" || !(name in state)) {
      return { query: listListingsSchema.parse({}), state: {}, notices: [...notices, firstIssue(parsed.error)] };
    }
    notices.push(issue.message);
    delete state[name as ListingQueryParameter];
  }
}

/** The shareable URL of a browse state; defaults are left out so links stay short. */
export function browseHref(state: Omit<BrowseState, "page" | "pageSize"> & { page?: number | string; pageSize?: number | string }): string {
  const page = Number(state.page ?? 1);
  return withQuery("/listings", {
    ...state,
    q: state.q?.trim() || undefined,
    page: page > 1 ? page : undefined,
    pageSize: state.pageSize && Number(state.pageSize) !== LIMITS.pageSizeDefault ? state.pageSize : undefined,
  });
}

function emptyAsUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}

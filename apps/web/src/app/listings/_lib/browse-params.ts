import {
  listListingsFieldsSchema,
  listListingsSchema,
  type ListListingsQuery,
  type ListingQueryParameter,
} from "@skyhire/validators";
import { BROWSE_PARAMETERS, type BrowseState } from "./browse-href";
import { firstIssue, firstParam, type SearchParams } from "~/features/listing-search/search-params";

export { browseHref, type BrowseState } from "./browse-href";

const fields = listListingsFieldsSchema.shape;


export interface ParsedBrowseParams {
  query: ListListingsQuery;
  /** The valid values of the URL, for links that keep them (pages, filters). */
  state: BrowseState;
  /** Messages for URL values that were invalid and left out. */
  notices: string[];
}


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
      return {
        query: listListingsSchema.parse({}),
        state: {},
        notices: [...notices, firstIssue(parsed.error)],
      };
    }
    notices.push(issue.message);
    delete state[name as ListingQueryParameter];
  }
}


function emptyAsUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}

import {
  LIMITS,
  listListingsSchema,
  type ListingCategory,
  type ListListingsQuery,
} from "@skyhire/validators";
import { firstIssue, firstParam, withQuery, type SearchParams } from "./search-params";

const fields = listListingsSchema.shape;

export interface ParsedBrowseParams {
  query: ListListingsQuery;
  /** Messages for URL values that were invalid and replaced by a fallback. */
  notices: string[];
}

/**
 * The browse screen's state from its URL (?q=&category=&page=&pageSize=). Every value is parsed
 * with the procedure's own schema; an invalid one is replaced (no search text beyond the limit,
 * all categories, page 1, the default size) and its message is reported instead of failing.
 */
export function parseBrowseParams(params: SearchParams): ParsedBrowseParams {
  const notices: string[] = [];

  const rawQ = firstParam(params.q);
  const q = fields.q.safeParse(rawQ);
  let search = q.success ? q.data : undefined;
  if (!q.success) {
    notices.push(firstIssue(q.error));
    // Keep what can be kept: the allowed length, without characters the database refuses.
    search = fields.q.safeParse(rawQ?.split("\u0000").join("").trim().slice(0, 200)).data;
  }

  const category = fields.category.safeParse(emptyAsUndefined(firstParam(params.category)));
  if (!category.success) notices.push(firstIssue(category.error));

  const page = fields.page.safeParse(emptyAsUndefined(firstParam(params.page)));
  if (!page.success) notices.push(firstIssue(page.error));

  const pageSize = fields.pageSize.safeParse(emptyAsUndefined(firstParam(params.pageSize)));
  if (!pageSize.success) notices.push(firstIssue(pageSize.error));

  return {
    query: {
      q: search,
      category: category.success ? category.data : undefined,
      page: page.success ? page.data : 1,
      pageSize: pageSize.success ? pageSize.data : LIMITS.pageSizeDefault,
    },
    notices,
  };
}

export interface BrowseState {
  q?: string;
  category?: ListingCategory;
  page?: number;
  pageSize?: number;
}

/** The shareable URL of a browse state; defaults are left out so links stay short. */
export function browseHref(state: BrowseState): string {
  return withQuery("/listings", {
    q: state.q?.trim() || undefined,
    category: state.category,
    page: state.page && state.page > 1 ? state.page : undefined,
    pageSize:
      state.pageSize && state.pageSize !== LIMITS.pageSizeDefault ? state.pageSize : undefined,
  });
}

function emptyAsUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}

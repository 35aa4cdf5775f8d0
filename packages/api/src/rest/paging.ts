/**
 * Paged lists on REST (docs/product.md#rest-api): the body is the page's items as a JSON array, as
 * the documented paths promise; the paging travels in headers, as HTTP APIs do it —
 * `X-Total-Count` and `Link` with rel first, prev, next and last (RFC 8288).
 */

export interface PageInfo {
  page: number;
  pageSize: number;
  total: number;
  /** The total stopped counting at a cap (search results): there is no last page to name. */
  totalCapped?: boolean;
  /** A keyset cursor for the next page, when the list pages by cursor. */
  nextCursor?: string | null;
}

export interface Page<Item> extends PageInfo {
  items: Item[];
}

/** Whether a procedure's answer is one page of a list. */
export function isPage(value: unknown): value is Page<unknown> {
  if (typeof value !== "object" || value === null) return false;
  const page = value as Record<string, unknown>;
  return (
    Array.isArray(page.items) &&
    typeof page.total === "number" &&
    typeof page.page === "number" &&
    typeof page.pageSize === "number"
  );
}

/** The query parameters every paged list knows, whatever else its input declares. */
const PAGING_PARAMS = ["page", "pageSize", "cursor"];

/**
 * The `Link` header for a page of `url`. Only the list's `known` query parameters (the fields its
 * input declares) are carried over: anything else a client put in the address is left out, so a
 * long unknown parameter cannot blow the header up.
 */
export function pageLinks(url: URL, info: PageInfo, known: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (known.includes(name) || PAGING_PARAMS.includes(name)) kept.append(name, value);
  }
  // URLSearchParams rather than a URL per link: this runs on every page of every list.
  const at = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(kept);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) params.delete(name);
      else params.set(name, value);
    }
    const search = params.toString();
    return search === "" ? url.pathname : `${url.pathname}?${search}`;
  };
  const pageSize = String(info.pageSize);
  const lastPage = Math.max(1, Math.ceil(info.total / info.pageSize));
  const links: [string, string][] = [["first", at({ page: "1", pageSize, cursor: null })]];
  const cursorPaged = url.searchParams.has("cursor");
  // Past the end, the page before is the last one with items (a capped total names no last page).
  const previous = info.totalCapped ? info.page - 1 : Math.min(info.page - 1, lastPage);
  if (info.page > 1 && !cursorPaged) links.push(["prev", at({ page: String(previous), pageSize })]);
  if (info.nextCursor) links.push(["next", at({ cursor: info.nextCursor, pageSize, page: null })]);
  else if (!cursorPaged && info.page < lastPage) links.push(["next", at({ page: String(info.page + 1), pageSize })]);
  if (!info.totalCapped) links.push(["last", at({ page: String(lastPage), pageSize, cursor: null })]);
  return links.map(([rel, href]) => `<${href}>; rel="${rel}"`).join(", ");
}

/** The headers of a paged answer; `known`: the list's query parameters (see pageLinks). */
export function pageHeaders(url: URL, info: PageInfo, known: readonly string[]): Record<string, string> {
  return {
    link: pageLinks(url, info, known),
    "x-total-count": String(info.total),
    ...(info.totalCapped && { "x-total-count-capped": "true" }),
  };
}

/**
 * The declared fields of a page as headers (RestOperation.pageHeaders); a value that is not plain
 * printable ASCII is percent-encoded, since a header carries no other text.
 */
export function pageFieldHeaders(
  page: object,
  declared: Record<string, { field: string }> = {},
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, { field }] of Object.entries(declared)) {
    const value: unknown = Reflect.get(page, field);
    if (value === null || value === undefined) continue;
    const text = typeof value === "string" ? value : JSON.stringify(value);
    headers[name] = /^[\x20-\x7e]*$/.test(text) ? text : encodeURIComponent(text);
  }
  return headers;
}

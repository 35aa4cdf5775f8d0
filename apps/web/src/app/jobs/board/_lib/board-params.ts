import { LIMITS, RADIUS_KM, jobBoardSchema, type JobBoardQuery } from "@skyhire/validators";
import {
  firstIssue,
  firstParam,
  withQuery,
  type SearchParams,
} from "~/features/listing-search/search-params";

const fields = jobBoardSchema.unwrap().shape;

export interface ParsedBoardParams {
  query: JobBoardQuery;
  /** Messages for URL values that were invalid and replaced by a fallback. */
  notices: string[];
}

/**
 * The job board's state from its URL (?category=&location=&page=&pageSize=), parsed with the
 * procedure's own schema. An invalid value is replaced (all categories, no place, page 1, the
 * default size) and its message reported, so an edited link never fails the page.
 */
export function parseBoardParams(params: SearchParams): ParsedBoardParams {
  const notices: string[] = [];

  const category = fields.category.safeParse(emptyAsUndefined(firstParam(params.category)));
  if (!category.success) notices.push(firstIssue(category.error));

  const rawLocation = firstParam(params.location);
  const location = fields.location.safeParse(rawLocation);
  let place = location.success ? location.data : undefined;
  if (!location.success) {
    notices.push(firstIssue(location.error));
    place = fields.location.safeParse(
      rawLocation?.split("\u0000").join("").trim().slice(0, 200),
    ).data;
  }

  const page = fields.page.safeParse(emptyAsUndefined(firstParam(params.page)));
  if (!page.success) notices.push(firstIssue(page.error));

  const pageSize = fields.pageSize.safeParse(emptyAsUndefined(firstParam(params.pageSize)));
  if (!pageSize.success) notices.push(firstIssue(pageSize.error));

  const near = fields.near.safeParse(emptyAsUndefined(firstParam(params.near)));
  if (!near.success) notices.push(firstIssue(near.error));
  const radius = fields.radiusKm.safeParse(emptyAsUndefined(firstParam(params.radiusKm)));
  if (!radius.success) notices.push(firstIssue(radius.error));

  return {
    query: {
      category: category.success ? category.data : undefined,
      location: place,
      near: near.success ? near.data : undefined,
      radiusKm: radius.success ? radius.data : RADIUS_KM.searchDefault,
      page: page.success ? page.data : 1,
      pageSize: pageSize.success ? pageSize.data : LIMITS.pageSizeDefault,
    },
    notices,
  };
}

export interface BoardState {
  category?: string;
  location?: string;
  near?: string;
  radiusKm?: number;
  page?: number;
  pageSize?: number;
}

export const BOARD_PATH = "/jobs/board";

/** The shareable URL of a board state; defaults are left out. */
export function boardHref(state: BoardState): string {
  return withQuery(BOARD_PATH, {
    category: state.category || undefined,
    location: state.location?.trim() || undefined,
    near: state.near || undefined,
    radiusKm: state.near && state.radiusKm && state.radiusKm !== RADIUS_KM.searchDefault ? state.radiusKm : undefined,
    page: state.page && state.page > 1 ? state.page : undefined,
    pageSize:
      state.pageSize && state.pageSize !== LIMITS.pageSizeDefault ? state.pageSize : undefined,
  });
}

function emptyAsUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}

import { LIMITS } from "@skyhire/validators";

/**
 * How many rows each admin list shows per page. The server page prefetches the first page with
 * the same size the list then asks for, so these live outside the lists' "use client" modules: a
 * server component importing a value from one gets a client reference, not the number, and its
 * prefetch fails (page-sizes.test.ts).
 */
export const PENDING_PAGE_SIZE = 12;
export const OPERATORS_PAGE_SIZE = 12;
export const USERS_PAGE_SIZE = 12;
export const LISTINGS_PAGE_SIZE = 12;
export const PAYMENTS_PAGE_SIZE = 12;
export const EXPIRING_PAGE_SIZE = 12;
export const AUDIT_PAGE_SIZE = 20;

/** The report queue's one page: open groups, as many as a page may hold. */
export const REPORT_QUEUE_INPUT = { state: "open", page: 1, pageSize: LIMITS.pageSizeMax } as const;

import { formatTotals } from "@skyhire/validators";
import { expect, type APIRequestContext } from "@playwright/test";

/** REST reads the reviews and invoices specs compare the screens with. */

export interface ReviewProjectApi {
  id: string;
  title: string;
  operatorId: string;
  reviewId: string | null;
  rating: number | null;
  hasReview: boolean;
  canReview: boolean;
  canEdit: boolean;
  reviewPeriodPassed: boolean;
}

export interface ReviewSummaryApi {
  completedProjects: number;
  reviewsWritten: number;
  awaitingReview: number;
  averageRating: number;
}

export async function myReviews(request: APIRequestContext, page = 1, pageSize = 48) {
  const response = await request.get(`/api/customer/reviews?page=${page}&pageSize=${pageSize}`);
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as { items: ReviewProjectApi[]; summary: ReviewSummaryApi; total: number };
}

export async function operatorReviews(request: APIRequestContext, operatorId: string) {
  const response = await request.get(`/api/operators/${operatorId}/reviews?pageSize=5`);
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as {
    items: { id: string; rating: number; comment: string | null }[];
    total: number;
    averageRating: number;
  };
}

/** One of the operator's active listings (GET /api/operators/listings as that operator). */
export async function activeListingOf(operator: APIRequestContext): Promise<string> {
  const response = await operator.get("/api/operators/listings?pageSize=48");
  expect(response.ok(), await response.text()).toBeTruthy();
  const { items } = (await response.json()) as { items: { id: string; isActive: boolean }[] };
  const listing = items.find((item) => item.isActive);
  expect(listing, "an active listing of the operator").toBeTruthy();
  return listing!.id;
}

export interface InvoiceApi {
  id: string;
  number: string;
  status: "paid" | "pending" | "overdue";
  jobId: string;
  amount: string;
  currency: string;
  canPay: boolean;
}

export interface InvoiceListApi {
  items: InvoiceApi[];
  total: number;
  totals: { paid: { currency: string; amount: string }[]; pending: { currency: string; amount: string }[]; count: number };
  paymentMethod: string | null;
}

export async function myInvoices(request: APIRequestContext, query = "pageSize=48"): Promise<InvoiceListApi> {
  const response = await request.get(`/api/invoices?${query}`);
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as InvoiceListApi;
}

/** Money as the screens show it: the app's own formatter; totals one per line. */
export { formatMoney as money } from "@skyhire/validators";

/** Per-currency totals as the invoices page shows them; none is zero in `zeroIn` (USD by default). */
export function totalsText(totals: { currency: string; amount: string }[], zeroIn?: string): string {
  return formatTotals(totals, zeroIn).join("");
}

/** A rating or an average as the screens show it: one decimal. */
export function oneDecimal(value: number): string {
  return value.toFixed(1);
}

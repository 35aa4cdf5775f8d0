import { PROPOSAL_STATUSES, type ProposalStatus } from "@skyhire/validators";

export const MY_PROPOSALS_PATH = "/dashboard/operator/proposals";
export const MY_PROPOSALS_PAGE_SIZE = 10;

type Param = string | string[] | undefined;

const first = (value: Param) => (Array.isArray(value) ? value[0] : value);

/** The filter tabs, in the order a proposal moves through them. */
export const STATUS_FILTERS: { value: ProposalStatus | undefined; label: string }[] = [
  { value: undefined, label: "All" },
  { value: "pending", label: "Pending" },
  { value: "accepted", label: "Accepted" },
  { value: "hired", label: "Hired" },
  { value: "completed", label: "Completed" },
  { value: "rejected", label: "Not selected" },
];

/** A `?status=` value the list can filter by, else undefined (all proposals). */
export function statusParam(value: Param): ProposalStatus | undefined {
  const text = first(value);
  return (PROPOSAL_STATUSES as readonly string[]).includes(text ?? "") ? (text as ProposalStatus) : undefined;
}

/** A `?page=` value: a whole number from 1, else 1. */
export function pageParam(value: Param): number {
  const text = first(value)?.trim() ?? "";
  if (!/^\d{1,6}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

/** The shareable URL of a filter and page; defaults are left out. */
export function myProposalsHref(status: ProposalStatus | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${MY_PROPOSALS_PATH}?${query}` : MY_PROPOSALS_PATH;
}

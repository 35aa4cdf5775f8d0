import type { RouterOutputs } from "@skyhire/api";

export type InvoicesPage = RouterOutputs["invoices"]["list"];
export type InvoiceItem = InvoicesPage["items"][number];
export type InvoiceTotals = InvoicesPage["totals"];
export type InvoiceDetail = RouterOutputs["invoices"]["byId"];

import { invoiceIdInputSchema, listInvoicesSchema } from "@skyhire/validators";
import { documented } from "../documented-output";
import { invoicesByIdResponse, invoicesListResponse } from "@skyhire/validators/responses";
import { invoiceById, listInvoices } from "../services/lifecycle/invoices";
import { customerProcedure, protectedProcedure, router } from "../trpc";

export const invoicesRouter = router({
  /** The customer's invoices with the totals cards (paid, pending, count) and the payment method. */
  list: customerProcedure
    .meta({ rest: { method: "GET", path: "/api/invoices", summary: "The caller's invoices" } })
    .output(documented(invoicesListResponse))
    .input(listInvoicesSchema)
    .query(({ ctx, input }) => listInvoices(ctx.db, { customerId: ctx.user.id, ...input })),

  /** View Details (its customer or an admin). The PDF is GET /api/invoices/{id}/pdf. */
  byId: protectedProcedure
    .meta({ rest: { method: "GET", path: "/api/invoices/{id}", summary: "One invoice" } })
    .output(documented(invoicesByIdResponse))
    .input(invoiceIdInputSchema)
    .query(({ ctx, input }) => invoiceById(ctx.db, { actor: ctx.user, id: input.id })),
});

import { invoiceIdInputSchema, listInvoicesSchema } from "@skyhire/validators";
import { invoiceById, listInvoices } from "../services/lifecycle/invoices";
import { customerProcedure, protectedProcedure, router } from "../trpc";

export const invoicesRouter = router({
  /** The customer's invoices with the totals cards (paid, pending, count) and the payment method. */
  list: customerProcedure
    .meta({ rest: { method: "GET", path: "/api/invoices", summary: "The caller's invoices" } })
    .input(listInvoicesSchema)
    .query(({ ctx, input }) => listInvoices(ctx.db, { customerId: ctx.user.id, ...input })),

  /** View Details (its customer or an admin). The PDF is GET /api/invoices/{id}/pdf. */
  byId: protectedProcedure
    .meta({ rest: { method: "GET", path: "/api/invoices/{id}", summary: "One invoice" } })
    .input(invoiceIdInputSchema)
    .query(({ ctx, input }) => invoiceById(ctx.db, { actor: ctx.user, id: input.id })),
});

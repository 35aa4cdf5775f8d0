import {
  billingDetailsSchema,
  customerProfileSchema,
  operatorProfileReplaceSchema,
  operatorProfileSchema,
  operatorTaxDetailsSchema,
} from "@skyhire/validators";
import { documented } from "../documented-output";
import { customerProfileResponse, operatorProfileResponse } from "@skyhire/validators/responses";
import {
  createCustomerProfile,
  createOperatorProfile,
  getCustomerProfile,
  getOperatorProfile,
  updateCustomerProfile,
  updateOperatorProfile,
} from "../services/profiles";
import { customerBillingDetails, operatorTaxDetails, updateCustomerBillingDetails, updateOperatorTaxDetails } from "../services/tax-details";
import { customerProcedure, operatorProcedure, protectedProcedure, router } from "../trpc";

/**
 * The REST shape of a caller's own profile: one path, read with GET (null when none), created with
 * POST, changed with PUT.
 */
function ownProfileOperations(path: `/api/${string}`, kind: "customer" | "operator") {
  return {
    get: protectedProcedure.meta({ rest: { method: "GET", path, summary: `The caller's ${kind} profile` } }),
    create: protectedProcedure.meta({
      rest: { method: "POST", path, summary: `Create the caller's ${kind} profile`, status: 201 },
    }),
    update: protectedProcedure.meta({ rest: { method: "PUT", path, summary: `Update the caller's ${kind} profile` } }),
  };
}

const customer = ownProfileOperations("/api/customers/profile", "customer");
const operator = ownProfileOperations("/api/operators/profile", "operator");

/** The caller's own customer profile: create (POST) when none, update (PUT) when it exists. */
const customerProfileRouter = router({
  get: customer.get.output(documented(customerProfileResponse.nullable())).query(({ ctx }) => getCustomerProfile(ctx.db, ctx.user.id)),
  create: customer.create
    .output(documented(customerProfileResponse))
    .input(customerProfileSchema)
    .mutation(({ ctx, input }) => createCustomerProfile(ctx.db, ctx.user.id, input)),
  update: customer.update
    .output(documented(customerProfileResponse))
    .input(customerProfileSchema)
    .mutation(({ ctx, input }) => updateCustomerProfile(ctx.db, ctx.user.id, input)),
  /** Billing details printed on the customer's invoices (legal name, address, tax id). */
  billingDetails: customerProcedure
    .meta({ internal: "the customer profile's billing details" })
    .query(({ ctx }) => customerBillingDetails(ctx.db, ctx.user.id)),
  updateBillingDetails: customerProcedure
    .meta({ internal: "the customer profile's billing details" })
    .input(billingDetailsSchema)
    .mutation(({ ctx, input }) => updateCustomerBillingDetails(ctx.db, ctx.user.id, input)),
});

/**
 * The caller's own operator profile. Any signed-in user may create one: filling in the editor is
 * how a customer becomes an operator.
 */
const operatorProfileRouter = router({
  get: operator.get.output(documented(operatorProfileResponse.nullable())).query(({ ctx }) => getOperatorProfile(ctx.db, ctx.user.id)),
  create: operator.create
    .output(documented(operatorProfileResponse))
    .input(operatorProfileSchema)
    .mutation(({ ctx, input }) => createOperatorProfile(ctx.db, ctx.user.id, input)),
  update: operator.update
    .output(documented(operatorProfileResponse))
    .input(operatorProfileReplaceSchema)
    .mutation(({ ctx, input }) => updateOperatorProfile(ctx.db, ctx.user.id, input)),
  /** Tax details printed on the operator's customers' invoices (the seller), with its tax registration. */
  taxDetails: operatorProcedure
    .meta({ internal: "the operator profile's tax details" })
    .query(({ ctx }) => operatorTaxDetails(ctx.db, ctx.user.id)),
  updateTaxDetails: operatorProcedure
    .meta({ internal: "the operator profile's tax details" })
    .input(operatorTaxDetailsSchema)
    .mutation(({ ctx, input }) => updateOperatorTaxDetails(ctx.db, ctx.user.id, input)),
});

export const profilesRouter = router({
  customer: customerProfileRouter,
  operator: operatorProfileRouter,
});

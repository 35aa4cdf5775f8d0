import { customerProfileSchema, operatorProfileSchema } from "@skyhire/validators";
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
import { protectedProcedure, router } from "../trpc";

/** The caller's own customer profile: create (POST) when none, update (PUT) when it exists. */
const customerProfileRouter = router({
  get: protectedProcedure
    .meta({ rest: { method: "GET", path: "/api/customers/profile", summary: "The caller's customer profile" } })
    .output(documented(customerProfileResponse.nullable()))
    .query(({ ctx }) => getCustomerProfile(ctx.db, ctx.user.id)),
  create: protectedProcedure
    .meta({ rest: { method: "POST", path: "/api/customers/profile", summary: "Create the caller's customer profile", status: 201 } })
    .output(documented(customerProfileResponse))
    .input(customerProfileSchema)
    .mutation(({ ctx, input }) => createCustomerProfile(ctx.db, ctx.user.id, input)),
  update: protectedProcedure
    .meta({ rest: { method: "PUT", path: "/api/customers/profile", summary: "Update the caller's customer profile" } })
    .output(documented(customerProfileResponse))
    .input(customerProfileSchema)
    .mutation(({ ctx, input }) => updateCustomerProfile(ctx.db, ctx.user.id, input)),
});

/**
 * The caller's own operator profile. Any signed-in user may create one: filling in the editor is
 * how a customer becomes an operator.
 */
const operatorProfileRouter = router({
  get: protectedProcedure
    .meta({ rest: { method: "GET", path: "/api/operators/profile", summary: "The caller's operator profile" } })
    .output(documented(operatorProfileResponse.nullable()))
    .query(({ ctx }) => getOperatorProfile(ctx.db, ctx.user.id)),
  create: protectedProcedure
    .meta({ rest: { method: "POST", path: "/api/operators/profile", summary: "Create the caller's operator profile", status: 201 } })
    .output(documented(operatorProfileResponse))
    .input(operatorProfileSchema)
    .mutation(({ ctx, input }) => createOperatorProfile(ctx.db, ctx.user.id, input)),
  update: protectedProcedure
    .meta({ rest: { method: "PUT", path: "/api/operators/profile", summary: "Update the caller's operator profile" } })
    .output(documented(operatorProfileResponse))
    .input(operatorProfileSchema)
    .mutation(({ ctx, input }) => updateOperatorProfile(ctx.db, ctx.user.id, input)),
});

export const profilesRouter = router({
  customer: customerProfileRouter,
  operator: operatorProfileRouter,
});

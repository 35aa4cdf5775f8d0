import { customerProfileSchema, operatorProfileSchema } from "@skyhire/validators";
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
  get: protectedProcedure.query(({ ctx }) => getCustomerProfile(ctx.db, ctx.user.id)),
  create: protectedProcedure
    .input(customerProfileSchema)
    .mutation(({ ctx, input }) => createCustomerProfile(ctx.db, ctx.user.id, input)),
  update: protectedProcedure
    .input(customerProfileSchema)
    .mutation(({ ctx, input }) => updateCustomerProfile(ctx.db, ctx.user.id, input)),
});

/**
 * The caller's own operator profile. Any signed-in user may create one: filling in the editor is
 * how a customer becomes an operator.
 */
const operatorProfileRouter = router({
  get: protectedProcedure.query(({ ctx }) => getOperatorProfile(ctx.db, ctx.user.id)),
  create: protectedProcedure
    .input(operatorProfileSchema)
    .mutation(({ ctx, input }) => createOperatorProfile(ctx.db, ctx.user.id, input)),
  update: protectedProcedure
    .input(operatorProfileSchema)
    .mutation(({ ctx, input }) => updateOperatorProfile(ctx.db, ctx.user.id, input)),
});

export const profilesRouter = router({
  customer: customerProfileRouter,
  operator: operatorProfileRouter,
});

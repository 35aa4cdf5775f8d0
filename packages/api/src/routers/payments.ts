import { savePaymentMethodSchema, testCardSchema } from "@skyhire/validators";
import { documented } from "../documented-output";
import { billingInfoResponse } from "@skyhire/validators/responses";
import { createSetupIntent, savePaymentMethod, tokenizeTestCard } from "../services/payment-methods";
import { getSavedBillingInfo } from "../services/profiles";
import { customerProcedure, router } from "../trpc";

export const paymentsRouter = router({
  /** The caller's saved payment method (masked card: cardLast4, expMonth, expYear, brand), or null. */
  methods: customerProcedure
    .meta({ internal: "the card form" })
    .query(({ ctx }) => getSavedBillingInfo(ctx.db, ctx.user.id)),

  /** Stripe Elements: a SetupIntent client secret the browser confirms to create the card. */
  createSetupIntent: customerProcedure
    .meta({ internal: "the card form (Stripe Elements)" })
    .mutation(({ ctx }) =>
    createSetupIntent(ctx.db, ctx.gateway, ctx.user.id),
  ),

  /** Test mode only: the offline gateway turns a test card into a payment method id. */
  tokenizeTestCard: customerProcedure
    .meta({ internal: "the card form in test mode" })
    .input(testCardSchema)
    .mutation(({ ctx, input }) => tokenizeTestCard(ctx.gateway, input)),

  /** POST /api/customer/payment-method: attach the card to the caller and keep its masked details. */
  savePaymentMethod: customerProcedure
    .meta({ rest: { method: "POST", path: "/api/customer/payment-method", summary: "Save the customer's card" } })
    .output(documented(billingInfoResponse))
    .input(savePaymentMethodSchema)
    .mutation(({ ctx, input }) =>
      savePaymentMethod(ctx.db, ctx.gateway, { userId: ctx.user.id, paymentMethodId: input.paymentMethodId }),
    ),
});

import { paymentsEnv } from "./env";
import type { PaymentGateway } from "./gateway";
import { createOfflineGateway } from "./offline";
import { createStripeGateway } from "./stripe";

export * from "./gateway";
export * from "./fees";
export { paymentsEnv } from "./env";
export { createOfflineGateway, tokenizeOfflineCard, parseOfflinePaymentMethod, luhnValid } from "./offline";
export { createStripeGateway, verifyStripeWebhook } from "./stripe";
export { parseStripeEvent, verifyStripeEvent, WebhookSignatureError, type GatewayEvent } from "./webhooks";

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the offline gateway (test mode). */
export function createPaymentGateway(env = paymentsEnv()): PaymentGateway {
  return env.STRIPE_SECRET_KEY
    ? createStripeGateway({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE })
    : createOfflineGateway();
}

let processGateway: PaymentGateway | undefined;

/**
 * The process's one gateway (one Stripe client and its connections), made from the environment on
 * first use. Requests get it through their context; the queue's worker through its options.
 */
export function paymentGateway(): PaymentGateway {
  processGateway ??= createPaymentGateway();
  return processGateway;
}

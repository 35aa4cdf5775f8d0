import Stripe from "stripe";

/**
 * A gateway webhook event reduced to what the escrow needs. Each carries the provider's event id,
 * which the handler stores so an event delivered twice is applied once.
 */
export type GatewayEvent =
  | {
      id: string;
      type: string;
      kind: "payment_succeeded" | "payment_processing";
      intentId: string;
      /** Our payment id, from the intent's metadata (set when we charged). */
      paymentId: string | null;
    }
  | {
      id: string;
      type: string;
      kind: "payment_failed";
      intentId: string;
      paymentId: string | null;
      failureMessage: string;
    }
  | {
      id: string;
      type: string;
      kind: "charge_refunded";
      intentId: string;
      refundId: string | null;
      /** Only a full refund ends the escrow; a partial one is left to an admin. */
      fullyRefunded: boolean;
    }
  | {
      id: string;
      type: string;
      kind: "payout_account_updated";
      /** The operator's connected account. */
      accountId: string;
      /** Whether Stripe now lets this account receive payouts. */
      payoutsEnabled: boolean;
    }
  | { id: string; type: string; kind: "ignored" };

const metadataPaymentId = (metadata: Stripe.Metadata | null | undefined) => metadata?.paymentId ?? null;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** The escrow's view of a Stripe event; anything it does not act on is `ignored`. */
export function parseStripeEvent(event: Stripe.Event): GatewayEvent {
  const base = { id: event.id, type: event.type };
  switch (event.type) {
    case "payment_intent.succeeded":
    case "payment_intent.processing": {
      const intent = event.data.object;
      return {
        ...base,
        kind: event.type === "payment_intent.succeeded" ? "payment_succeeded" : "payment_processing",
        intentId: intent.id,
        paymentId: metadataPaymentId(intent.metadata),
      };
    }
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      return {
        ...base,
        kind: "payment_failed",
        intentId: intent.id,
        paymentId: metadataPaymentId(intent.metadata),
        failureMessage: intent.last_payment_error?.message ?? "The payment could not be completed.",
      };
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const intentId = idOf(charge.payment_intent);
      if (!intentId) return { ...base, kind: "ignored" };
      const refund = charge.refunds?.data[0];
      return {
        ...base,
        kind: "charge_refunded",
        intentId,
        refundId: refund?.id ?? null,
        fullyRefunded: charge.refunded === true || charge.amount_refunded >= charge.amount,
      };
    }
    case "account.updated": {
      const account = event.data.object;
      return { ...base, kind: "payout_account_updated", accountId: account.id, payoutsEnabled: account.payouts_enabled === true };
    }
    default:
      return { ...base, kind: "ignored" };
  }
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

/**
 * Verify a Stripe webhook over its raw body (the bytes as received: a re-serialised JSON would not
 * match) with a 300 s tolerance, and parse it. Throws WebhookSignatureError when it is not genuine.
 */
export function verifyStripeEvent(input: {
  rawBody: string | Buffer;
  signature: string | null;
  secret: string;
  toleranceSeconds?: number;
}): GatewayEvent {
  if (!input.signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      input.rawBody,
      input.signature,
      input.secret,
      input.toleranceSeconds ?? 300,
    );
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature");
  }
  return parseStripeEvent(event);
}

/** What the marketplace needs from a card payment provider: save a card, charge, pay out, refund. */

export interface SavedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeResult {
  status: "succeeded" | "failed" | "processing";
  intentId: string;
  failureMessage?: string;
}

export interface PaymentGateway {
  /** "offline" needs no network and is shown as test mode in the UI. */
  readonly kind: "offline" | "stripe";
  /** Ensure a provider-side customer for this user; returns its reference. */
  ensureCustomer(input: { existingRef: string | null; email: string; name?: string }): Promise<string>;
  /** For Stripe Elements: a SetupIntent client secret the browser confirms to create a card. */
  createSetupIntent(input: { customerRef: string }): Promise<{ clientSecret: string }>;
  /** Attach a payment method the browser created and read its card details. */
  attachPaymentMethod(input: { customerRef: string; paymentMethodId: string }): Promise<SavedCard>;
  /** Charge the customer's saved card; the same idempotency key never charges twice. */
  charge(input: {
    amountCents: number;
    currency: string;
    customerRef: string;
    paymentMethodId: string;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<ChargeResult>;
  /** Pay the operator's share out of a held charge; idempotent per key. */
  transfer(input: {
    amountCents: number;
    currency: string;
    destinationAccount: string | null;
    sourceIntentId: string;
    idempotencyKey: string;
  }): Promise<{ transferId: string }>;
  /**
   * Give a held charge back to the customer (all of it, or `amountCents` of it: a dispute's split);
   * idempotent per key.
   */
  refund(input: { intentId: string; idempotencyKey: string; amountCents?: number }): Promise<{ refundId: string }>;
  /** Where an operator sets up payouts (Stripe Connect onboarding); null when not applicable. */
  createPayoutOnboardingLink(input: {
    accountRef: string | null;
    email: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ accountRef: string; url: string } | null>;
}

export class PaymentDeclinedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentDeclinedError";
  }
}

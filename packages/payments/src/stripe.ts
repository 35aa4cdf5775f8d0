import Stripe from "stripe";
import { type ChargeResult, type PaymentGateway } from "./gateway";

export interface StripeGatewayOptions {
  secretKey: string;
  /** e.g. "http://127.0.0.1:12111" for a local stand-in server in tests. */
  apiBase?: string;
}

export function createStripeClient({ secretKey, apiBase }: StripeGatewayOptions): Stripe {
  if (!apiBase) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiBase);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === "https:" ? 443 : 80)),
    protocol: url.protocol === "https:" ? "https" : "http",
    maxNetworkRetries: 0,
  });
}

/** Separate charges and transfers: charge on hire, transfer the payout on release, refund on cancel. */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = createStripeClient(options);
  return {
    kind: "stripe",
    async ensureCustomer({ existingRef, email, name }) {
      if (existingRef) return existingRef;
      const customer = await stripe.customers.create({ email, name });
      return customer.id;
    },
    async createSetupIntent({ customerRef }) {
      const intent = await stripe.setupIntents.create({
        customer: customerRef,
        usage: "off_session",
      });
      if (!intent.client_secret) throw new Error("Stripe returned no client secret");
      return { clientSecret: intent.client_secret };
    },
    async attachPaymentMethod({ customerRef, paymentMethodId }) {
      let method = await stripe.paymentMethods.retrieve(paymentMethodId);
      if (!method.customer) method = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerRef });
      await stripe.customers.update(customerRef, { invoice_settings: { default_payment_method: paymentMethodId } });
      const card = method.card;
      if (!card) throw new Error("That payment method is not a card");
      return { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
    },
    async charge(input): Promise<ChargeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            customer: input.customerRef,
            payment_method: input.paymentMethodId,
            confirm: true,
            off_session: true,
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (intent.status === "succeeded") return { status: "succeeded", intentId: intent.id };
        if (intent.status === "processing") return { status: "processing", intentId: intent.id };
        return {
          status: "failed",
          intentId: intent.id,
          failureMessage: intent.last_payment_error?.message ?? "The payment could not be completed.",
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            status: "failed",
            intentId: error.payment_intent?.id ?? "",
            failureMessage: error.message,
          };
        }
        throw error;
      }
    },
    async transfer(input) {
      if (!input.destinationAccount) throw new Error("The operator has not set up payouts yet");
      const charge = await stripe.paymentIntents.retrieve(input.sourceIntentId);
      const transfer = await stripe.transfers.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          destination: input.destinationAccount,
          source_transaction: typeof charge.latest_charge === "string" ? charge.latest_charge : charge.latest_charge?.id,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { transferId: transfer.id };
    },
    async refund(input) {
      const refund = await stripe.refunds.create(
        input.amountCents === undefined
          ? { payment_intent: input.intentId }
          : { payment_intent: input.intentId, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      );
      return { refundId: refund.id };
    },
    async createPayoutOnboardingLink({ accountRef, email, returnUrl, refreshUrl }) {
      const account = accountRef ?? (await stripe.accounts.create({ type: "express", email })).id;
      const link = await stripe.accountLinks.create({
        account,
        type: "account_onboarding",
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return { accountRef: account, url: link.url };
    },
  };
}

/** Verify a webhook's signature over the raw body (300 s tolerance) and parse the event. */
export function verifyStripeWebhook(input: {
  rawBody: string;
  signature: string | null;
  secret: string;
  toleranceSeconds?: number;
}): Stripe.Event {
  if (!input.signature) throw new Error("Missing Stripe-Signature header");
  return Stripe.webhooks.constructEvent(input.rawBody, input.signature, input.secret, input.toleranceSeconds ?? 300);
}

export { Stripe };

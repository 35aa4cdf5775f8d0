import { customerProfiles, users, type BillingInfo, type Executor } from "@skyhire/db";
import { PaymentDeclinedError, tokenizeOfflineCard, type PaymentGateway } from "@skyhire/payments";
import type { TestCardValues } from "@skyhire/validators";
import { and, eq, ne } from "drizzle-orm";
import { DomainError, forbidden } from "../errors";

/**
 * The customer's saved card (docs/product.md#customer-onboarding POST /api/customer/payment-method). The card itself never
 * reaches our database: only the gateway's payment method id and the masked details (last four,
 * brand, expiry) the profile screen shows.
 */

export const CONTACT_DETAILS_FIRST_MESSAGE =
  "Please save your contact details before adding a payment method";
export const CARD_DECLINED_MESSAGE = "Your card was declined.";
export const TEST_CARDS_OFFLINE_ONLY_MESSAGE = "Test cards can only be used in test mode";
export const PAYMENT_METHOD_TAKEN_MESSAGE = "That payment method belongs to another account";

/** The offline gateway's declined test card ends in 0002 (packages/payments/src/offline.ts). */
const OFFLINE_DECLINED_LAST4 = "0002";

const badRequest = (message: string) => new DomainError("BAD_REQUEST", message);

/** The caller's profile with what the gateway needs to know about them. */
async function ownProfile(db: Executor, userId: string) {
  const [profile] = await db
    .select({
      name: customerProfiles.name,
      gatewayCustomerId: customerProfiles.gatewayCustomerId,
      email: users.email,
    })
    .from(customerProfiles)
    .innerJoin(users, eq(users.id, customerProfiles.userId))
    .where(eq(customerProfiles.userId, userId))
    .limit(1);
  // The saved card lives on the customer profile, which the contact step creates.
  if (!profile) throw badRequest(CONTACT_DETAILS_FIRST_MESSAGE);
  return profile;
}

/** The gateway's customer for this profile; a reference made by the other gateway is not reused. */
async function gatewayCustomerFor(
  gateway: PaymentGateway,
  profile: { name: string; email: string; gatewayCustomerId: string | null },
) {
  const existing = profile.gatewayCustomerId;
  const usable = existing && existing.includes("_offline_") === (gateway.kind === "offline") ? existing : null;
  return gateway.ensureCustomer({ existingRef: usable, email: profile.email, name: profile.name });
}

/** A card provider's refusal as a 400 with its own message; anything else stays a server error. */
function providerError(error: unknown): unknown {
  if (error instanceof PaymentDeclinedError) return badRequest(error.message);
  // Stripe's SDK errors carry their kind in `type`; card and request errors are the caller's to fix.
  if (error instanceof Error && "type" in error) {
    const type = (error as { type: unknown }).type;
    if (type === "StripeCardError" || type === "StripeInvalidRequestError") return badRequest(error.message);
  }
  return error;
}

/** For Stripe Elements: a SetupIntent for the caller's gateway customer (made and kept on first use). */
export async function createSetupIntent(db: Executor, gateway: PaymentGateway, userId: string) {
  const profile = await ownProfile(db, userId);
  try {
    const customerRef = await gatewayCustomerFor(gateway, profile);
    if (customerRef !== profile.gatewayCustomerId) {
      await db
        .update(customerProfiles)
        .set({ gatewayCustomerId: customerRef })
        .where(eq(customerProfiles.userId, userId));
    }
    return await gateway.createSetupIntent({ customerRef });
  } catch (error) {
    throw providerError(error);
  }
}

/**
 * The offline gateway's stand-in for what Stripe.js does in the browser: the test card becomes a
 * payment method id. The number is used here and forgotten; 4000 0000 0000 0002 is declined.
 */
export function tokenizeTestCard(gateway: PaymentGateway, card: TestCardValues) {
  if (gateway.kind !== "offline") throw badRequest(TEST_CARDS_OFFLINE_ONLY_MESSAGE);
  let paymentMethodId: string;
  try {
    paymentMethodId = tokenizeOfflineCard(card);
  } catch (error) {
    throw providerError(error);
  }
  if (card.number.endsWith(OFFLINE_DECLINED_LAST4)) throw badRequest(CARD_DECLINED_MESSAGE);
  return { paymentMethodId };
}

/**
 * Attaches a payment method to the caller's gateway customer and keeps its masked details on the
 * profile. A declined card, or one saved on another account, stores nothing.
 */
export async function savePaymentMethod(
  db: Executor,
  gateway: PaymentGateway,
  input: { userId: string; paymentMethodId: string },
): Promise<BillingInfo> {
  const profile = await ownProfile(db, input.userId);
  const [taken] = await db
    .select({ id: customerProfiles.id })
    .from(customerProfiles)
    .where(
      and(
        eq(customerProfiles.paymentMethodId, input.paymentMethodId),
        ne(customerProfiles.userId, input.userId),
      ),
    )
    .limit(1);
  if (taken) throw forbidden(PAYMENT_METHOD_TAKEN_MESSAGE);

  let customerRef: string;
  let card: Awaited<ReturnType<PaymentGateway["attachPaymentMethod"]>>;
  try {
    customerRef = await gatewayCustomerFor(gateway, profile);
    card = await gateway.attachPaymentMethod({ customerRef, paymentMethodId: input.paymentMethodId });
  } catch (error) {
    throw providerError(error);
  }
  if (gateway.kind === "offline" && card.last4 === OFFLINE_DECLINED_LAST4) {
    throw badRequest(CARD_DECLINED_MESSAGE);
  }

  const billingInfo: BillingInfo = {
    cardLast4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    brand: card.brand,
  };
  await db
    .update(customerProfiles)
    .set({ billingInfo, paymentMethodId: input.paymentMethodId, gatewayCustomerId: customerRef })
    .where(eq(customerProfiles.userId, input.userId));
  return billingInfo;
}

import { createHash, randomBytes } from "node:crypto";
import { PaymentDeclinedError, type ChargeResult, type PaymentGateway, type SavedCard } from "./gateway";

/**
 * The offline gateway: the whole flow without a network, in test mode. Card numbers follow
 * Stripe's test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
 * A payment method id carries the card's public details: pm_offline_<brand>_<last4>_<mm>_<yyyy>_<nonce>.
 */
export const OFFLINE_DECLINED_LAST4 = "0002";

const BRANDS: Record<string, string> = { "4": "visa", "5": "mastercard", "3": "amex" };

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** Turn a test card into a payment method id (what Stripe.js does in the browser for real cards). */
export function tokenizeOfflineCard(card: { number: string; expMonth: number; expYear: number; cvc: string }): string {
  const digits = card.number.replace(/\D/g, "");
  if (!luhnValid(digits)) throw new PaymentDeclinedError("Your card number is invalid.");
  if (!/^\d{3,4}$/.test(card.cvc)) throw new PaymentDeclinedError("Your card's security code is invalid.");
  const now = new Date();
  const expired =
    card.expYear < now.getUTCFullYear() ||
    (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
  if (card.expMonth < 1 || card.expMonth > 12 || expired) {
    throw new PaymentDeclinedError("Your card's expiration date is invalid.");
  }
  const brand = BRANDS[digits[0] ?? ""] ?? "card";
  const mm = String(card.expMonth).padStart(2, "0");
  return `pm_offline_${brand}_${digits.slice(-4)}_${mm}_${card.expYear}_${randomBytes(4).toString("hex")}`;
}

export function parseOfflinePaymentMethod(id: string): SavedCard | null {
  const match = /^pm_offline_([a-z]+)_(\d{4})_(\d{2})_(\d{4})_[0-9a-f]+$/.exec(id);
  if (!match) return null;
  return { brand: match[1]!, last4: match[2]!, expMonth: Number(match[3]), expYear: Number(match[4]) };
}

/** Deterministic ids per idempotency key: the same key gives the same result, like Stripe's. */
const idFor = (prefix: string, key: string) =>
  `${prefix}_offline_${createHash("sha256").update(key).digest("hex").slice(0, 24)}`;

export function createOfflineGateway(): PaymentGateway {
  return {
    kind: "offline",
    async ensureCustomer({ existingRef, email }) {
      return existingRef ?? idFor("cus", email.toLowerCase());
    },
    async createSetupIntent({ customerRef }) {
      return { clientSecret: `${idFor("seti", customerRef)}_secret_offline` };
    },
    async attachPaymentMethod({ paymentMethodId }) {
      const card = parseOfflinePaymentMethod(paymentMethodId);
      if (!card) throw new PaymentDeclinedError("No such payment method.");
      return card;
    },
    async charge({ paymentMethodId, idempotencyKey }): Promise<ChargeResult> {
      const card = parseOfflinePaymentMethod(paymentMethodId);
      const intentId = idFor("pi", idempotencyKey);
      if (!card) return { status: "failed", intentId, failureMessage: "No such payment method." };
      if (card.last4 === OFFLINE_DECLINED_LAST4) {
        return { status: "failed", intentId, failureMessage: "Your card was declined." };
      }
      return { status: "succeeded", intentId };
    },
    async transfer({ idempotencyKey }) {
      return { transferId: idFor("tr", idempotencyKey) };
    },
    async refund({ idempotencyKey }) {
      return { refundId: idFor("re", idempotencyKey) };
    },
    async createPayoutOnboardingLink() {
      return null;
    },
  };
}

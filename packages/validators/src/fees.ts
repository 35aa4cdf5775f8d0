import { quoteSchema } from "./lifecycle";
import { formatMoney } from "./money";

/** Money in integer cents; numeric(10,2) strings at the database edge. */

export function toCents(amount: string | number): number {
  const text = typeof amount === "number" ? amount.toFixed(2) : amount.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not an amount: ${amount}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "0").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

export function fromCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * The platform fee is a percentage of the quote, rounded half-up to the cent; the operator gets
 * the rest, so fee + payout always equals the amount exactly.
 */
export function splitPayment(amountCents: number, feePercent: number) {
  if (!Number.isInteger(amountCents) || amountCents < 0) throw new Error("amountCents must be a whole, non-negative number");
  // Basis points keep the percentage exact (10.5% → 1050) before the single rounding.
  const basisPoints = Math.round(feePercent * 100);
  const platformFeeCents = Math.floor((amountCents * basisPoints + 5_000) / 10_000);
  return { amountCents, platformFeeCents, operatorPayoutCents: amountCents - platformFeeCents };
}

/**
 * What a quote means for the operator, as they type it on the proposal form: "The customer pays
 * $1,250.00 · Skyhire fee $125.00 · You receive $1,125.00". The same split the payout uses
 * (`splitPayment`); null while the text is not a valid quote (the form's own message explains why).
 */
export function proposalFeePreview(quote: string, currency: string, feePercent: number): string | null {
  const parsed = quoteSchema.safeParse(quote);
  if (!parsed.success) return null;
  const split = splitPayment(toCents(parsed.data), feePercent);
  const money = (cents: number) => formatMoney(fromCents(cents), currency);
  return `The customer pays ${money(split.amountCents)} · Skyhire fee ${money(split.platformFeeCents)} · You receive ${money(split.operatorPayoutCents)}`;
}

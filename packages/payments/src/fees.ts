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

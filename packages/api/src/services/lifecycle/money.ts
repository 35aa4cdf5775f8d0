import { fromCents, paymentsEnv, splitPayment, toCents } from "@skyhire/payments";
import type { EnvSource } from "@skyhire/validators/plain";

/** The platform fee rate in percent: PLATFORM_FEE_PERCENT, 10 by default. */
export function platformFeePercent(env?: EnvSource): number {
  return paymentsEnv(env).PLATFORM_FEE_PERCENT;
}

/**
 * What a quote turns into: the customer pays the quote, the platform keeps its fee (rounded half
 * up to the cent, once, in integer cents) and the operator is paid the rest.
 */
export function escrowSplit(quote: string, feePercent = platformFeePercent()) {
  const { amountCents, platformFeeCents, operatorPayoutCents } = splitPayment(toCents(quote), feePercent);
  return {
    amountCents,
    platformFeeCents,
    operatorPayoutCents,
    amount: fromCents(amountCents),
    platformFee: fromCents(platformFeeCents),
    operatorPayout: fromCents(operatorPayoutCents),
  };
}

export interface CurrencyAmount {
  currency: string;
  /** numeric(10,2) text, e.g. "3150.00". */
  amount: string;
}

/** Sums of numeric text per currency, added in cents; largest first. */
export function totalsByCurrency(rows: { currency: string; amount: string | null }[]): CurrencyAmount[] {
  const cents = new Map<string, number>();
  for (const row of rows) {
    if (row.amount === null) continue;
    cents.set(row.currency, (cents.get(row.currency) ?? 0) + toCents(row.amount));
  }
  return [...cents]
    .filter(([, value]) => value !== 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([currency, value]) => ({ currency, amount: fromCents(value) }));
}

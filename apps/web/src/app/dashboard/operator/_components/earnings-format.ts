import { formatTotals } from "@skyhire/validators";

export type MoneyTotals = readonly { currency: string; amount: string }[];

/** Per-currency totals on one line ("HK$1,800.00 + $250.00"); none yet is zero in the operator's currency. */
export function totalsText(totals: MoneyTotals, fallbackCurrency: string): string {
  return formatTotals(totals, fallbackCurrency).join(" + ");
}

/**
 * The currency an empty figure reads in: the one the operator has money in (the first of any of
 * their figures), so "pending 0" does not switch currency beside "paid £120"; with no money yet,
 * their profile's currency.
 */
export function zeroCurrency(figures: readonly (MoneyTotals | undefined)[], profileCurrency: string): string {
  for (const totals of figures) {
    const first = totals?.[0];
    if (first) return first.currency;
  }
  return profileCurrency;
}

import { formatTotals } from "@skyhire/validators";

export type MoneyTotals = readonly { currency: string; amount: string }[];

/** Per-currency totals on one line ("HK$1,800.00 + $250.00"); none yet is zero in the operator's currency. */
export function totalsText(totals: MoneyTotals, fallbackCurrency: string): string {
  return formatTotals(totals, fallbackCurrency).join(" + ");
}

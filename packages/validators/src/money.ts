import { BUDGET_RANGES, CURRENCIES, type Currency } from "./constants";

/**
 * Money on every screen, e-mail and PDF: one Intl.NumberFormat in en-US, in the amount's own
 * currency ("$1,000.00", "HK$750.00", "€99.99", "A$1,250.50"). Amounts arrive as numeric(10,2)
 * text ("1000.00") or as numbers; `whole` drops the cents (budget ranges: "HK$500"). A code
 * Intl does not know falls back to the number and the code; no currency means USD.
 */
export function formatMoney(
  amount: string | number | null | undefined,
  currency: string | null | undefined,
  options: { whole?: boolean } = {},
): string {
  const value = typeof amount === "number" ? amount : Number(amount ?? 0);
  const safe = Number.isFinite(value) ? value : 0;
  const code = currency ?? "USD";
  const format = moneyFormat(code, options.whole === true);
  return format ? format.format(safe) : `${options.whole ? String(Math.round(safe)) : safe.toFixed(2)} ${code}`;
}

/**
 * One formatter per currency and precision, made once: building an Intl.NumberFormat costs far
 * more than formatting with it, and a dashboard formats dozens of amounts per view. Null for a
 * code Intl does not know.
 */
const moneyFormats = new Map<string, Intl.NumberFormat | null>();

function moneyFormat(code: string, whole: boolean): Intl.NumberFormat | null {
  const key = `${code}:${whole ? "whole" : "cents"}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    const digits = whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
    try {
      format = new Intl.NumberFormat("en-US", { style: "currency", currency: code, ...digits });
    } catch {
      format = null;
    }
    // Codes come from stored rows and inputs: the few real ones are kept, not every string seen.
    if (moneyFormats.size < 256) moneyFormats.set(key, format);
  }
  return format;
}

/** Totals of several currencies as text, one entry each; none at all is zero in `fallback`. */
export function formatTotals(
  totals: readonly { currency: string; amount: string }[],
  fallback: string = "USD",
): string[] {
  if (totals.length === 0) return [formatMoney(0, fallback)];
  return totals.map((total) => formatMoney(total.amount, total.currency));
}

/** 1–3 digits, then one or more groups of exactly three after a comma; sign and decimals are the schema's business. */
const GROUPED_AMOUNT = /^-?\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * An amount of money as a person types it, for a money schema's own rules: trimmed, and the
 * thousands separators taken out when every group after a comma has exactly three digits
 * ("1,200" → "1200", " 1,200.50 " → "1200.50"). Anything else comes back trimmed but otherwise as
 * typed ("1,2,,3", "12,00", "1200,50"), so the schema refuses it with its usual message. The one
 * reading of typed money: listing price, quote, milestone and share amounts, job budgets.
 */
export function typedAmountText(text: string): string {
  const trimmed = text.trim();
  return GROUPED_AMOUNT.test(trimmed) ? trimmed.replaceAll(",", "") : trimmed;
}

/** The sign an amount in this currency is written with ("$", "£", "A$", "HK$", "€"); the code when Intl has none. */
export function currencySymbol(currency: string): string {
  return moneyFormat(currency, true)?.formatToParts(0).find((part) => part.type === "currency")?.value ?? currency;
}

export function isCurrency(value: string | null | undefined): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value ?? "");
}

/** The label of a post-job budget range in a currency: "500-1000" in HKD → "HK$500 - HK$1,000". */
export function budgetRangeLabel(value: string, currency: string | null | undefined): string {
  if (!BUDGET_RANGES.some((range) => range.value === value)) return value;
  const whole = (n: string) => formatMoney(n, currency, { whole: true });
  if (value.endsWith("+")) return `${whole(value.slice(0, -1))}+`;
  const [min = "0", max = "0"] = value.split("-");
  return `${whole(min)} - ${whole(max)}`;
}

/**
 * A job's budget badge in the job's currency: a post-job range, or the onboarding form's whole
 * min/max; null when the request names no budget.
 */
export function budgetText(job: {
  budget: string | null;
  budgetMin?: number | null;
  budgetMax?: number | null;
  currency?: string | null;
}): string | null {
  if (job.budget) return budgetRangeLabel(job.budget, job.currency);
  const whole = (n: number) => formatMoney(n, job.currency, { whole: true });
  const { budgetMin, budgetMax } = job;
  if (budgetMin != null && budgetMax != null) return `${whole(budgetMin)} - ${whole(budgetMax)}`;
  if (budgetMin != null) return `From ${whole(budgetMin)}`;
  if (budgetMax != null) return `Up to ${whole(budgetMax)}`;
  return null;
}

/**
 * Reference rates: US dollars for one unit of each currency, fixed (mid-market, November 2026,
 * rounded) and used only to compare and sort prices of different currencies in browse. No money
 * changes hands at these rates. The database's `reference_usd(amount, currency)` function
 * (migration money_currency) holds the same table; a test checks they agree.
 */
export const REFERENCE_USD_RATES: Readonly<Record<Currency, number>> = {
  AUD: 0.65,
  EUR: 1.08,
  GBP: 1.27,
  HKD: 0.128,
  SGD: 0.75,
  USD: 1,
};

/** "Prices in several currencies are compared in US dollars at reference rates." */
export const REFERENCE_RATES_NOTE =
  "Prices are compared in US dollars at fixed reference rates; each listing shows its own currency.";

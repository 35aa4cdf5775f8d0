import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from "./constants";
import { findPlace } from "./place-list";

/** The countries of PLACES whose own currency the marketplace trades in. */
const COUNTRY_CURRENCY: Record<string, Currency> = {
  Australia: "AUD",
  Austria: "EUR",
  Belgium: "EUR",
  France: "EUR",
  Germany: "EUR",
  Greece: "EUR",
  "Hong Kong": "HKD",
  Ireland: "EUR",
  Italy: "EUR",
  Netherlands: "EUR",
  Portugal: "EUR",
  Singapore: "SGD",
  Spain: "EUR",
  "United Kingdom": "GBP",
  "United States": "USD",
};

/**
 * The currency an operator based at this place most likely quotes in: their country's when the
 * marketplace offers it, else the default (docs/product.md#operator-onboarding). Only a starting
 * value: the profile editor changes it.
 */
export function currencyOfPlace(name: string | null | undefined, fallback: Currency = DEFAULT_CURRENCY): Currency {
  const country = name ? findPlace(name)?.country : undefined;
  const currency = country ? COUNTRY_CURRENCY[country] : undefined;
  return currency && CURRENCIES.includes(currency) ? currency : fallback;
}

/** A job's currency when none is sent: USD, the jobs' own default (job_requests.currency). */
export const JOB_DEFAULT_CURRENCY: Currency = "USD";

/**
 * The currency of a customer's first job (onboarding), chosen by where it is: a London job is in
 * pounds, so its budget, the quotes, the payment and the dashboards are too. USD for a place whose
 * country's currency the marketplace does not offer, or one it does not know.
 */
export function jobCurrencyOfPlace(location: string | null | undefined): Currency {
  return currencyOfPlace(location, JOB_DEFAULT_CURRENCY);
}

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
export function currencyOfPlace(name: string | null | undefined): Currency {
  const country = name ? findPlace(name)?.country : undefined;
  const currency = country ? COUNTRY_CURRENCY[country] : undefined;
  return currency && CURRENCIES.includes(currency) ? currency : DEFAULT_CURRENCY;
}

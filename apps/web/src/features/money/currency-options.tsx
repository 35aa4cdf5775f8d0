import { CURRENCIES } from "@skyhire/validators";

/** The currency choices of every money form (listing price, job budget, operator profile). */
export function CurrencyOptions() {
  return CURRENCIES.map((currency) => (
    <option key={currency} value={currency}>
      {currency}
    </option>
  ));
}

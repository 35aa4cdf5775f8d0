import { fromCents, toCents } from "./cents";
import { quoteSchema } from "./lifecycle";
import { formatMoney } from "./money";
import { chargedProposal, quoteTooHighWithTax, TAX_MESSAGES, type ProposalTaxSeller } from "./tax";

export { fromCents, toCents };

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
 * $1,250.00 · Skyhire fee $125.00 · You receive $1,125.00", or, when their prices exclude tax,
 * "The customer pays £1,200.00 (£1,000.00 + £200.00 tax) · …". The server's own functions: the
 * charge of `chargedProposal` (each milestone's gross when it splits the quote) and the split of
 * each payment (`splitPayment`). Null while the text is not a valid quote (the form's own message
 * explains why); the refusal's text when tax takes the quote over its maximum.
 */
export function proposalFeePreview(
  quote: string,
  currency: string,
  feePercent: number,
  seller: ProposalTaxSeller | null = null,
  milestones: readonly string[] = [],
): string | null {
  const parsed = quoteSchema.safeParse(quote);
  if (!parsed.success) return null;
  const charge = chargedProposal(typedParts(parsed.data, milestones), seller);
  if (quoteTooHighWithTax(charge.quote)) return TAX_MESSAGES.quoteTooHighWithTax;
  const splits = charge.amounts.map((amount) => splitPayment(toCents(amount), feePercent));
  const fee = splits.reduce((total, split) => total + split.platformFeeCents, 0);
  const money = (cents: number) => formatMoney(fromCents(cents), currency);
  const paid = toCents(charge.quote);
  const added = charge.tax && !charge.tax.pricesIncludeTax ? ` (${money(toCents(charge.tax.net))} + ${money(toCents(charge.tax.tax))} tax)` : "";
  return `The customer pays ${money(paid)}${added} · Skyhire fee ${money(fee)} · You receive ${money(paid - fee)}`;
}

/** The milestones as typed when they are valid amounts adding up to the quote; else the quote as one part. */
function typedParts(quote: string, milestones: readonly string[]): string[] {
  const parts = milestones.map((amount) => quoteSchema.safeParse(amount));
  const amounts = parts.flatMap((part) => (part.success ? [part.data] : []));
  const sum = amounts.reduce((total, amount) => total + toCents(amount), 0);
  return amounts.length > 0 && amounts.length === parts.length && sum === toCents(quote) ? amounts : [quote];
}

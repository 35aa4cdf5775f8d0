import { z } from "zod";
import { fromCents, toCents } from "./cents";
import { LIFECYCLE_LIMITS, QUOTE_MAX_TEXT } from "./lifecycle";
import { formatMoney } from "./money";

/**
 * Tax details for invoices a business can file (docs/product.md#invoices): an operator (the seller,
 * on its profile) and a customer (the buyer, in billing details) may give a legal name, an address
 * and a tax id (VAT, GST, ABN…); an operator registered for tax gives its rate and whether its prices
 * include it. Everything is optional; an invoice prints what was given.
 */

export const TAX_LIMITS = { legalNameMax: 200, addressMax: 500, taxIdMax: 50, rateMax: 100 } as const;

export const TAX_MESSAGES = {
  legalName: `Legal name cannot exceed ${TAX_LIMITS.legalNameMax} characters`,
  address: `Address cannot exceed ${TAX_LIMITS.addressMax} characters`,
  taxId: `Tax id cannot exceed ${TAX_LIMITS.taxIdMax} characters`,
  rateRequired: "Tax rate is required when you are registered for tax",
  rate: `Tax rate must be a percentage from 0 to ${TAX_LIMITS.rateMax}, at most two decimals`,
  /** The quote maximum (LIFECYCLE_LIMITS.quoteMaxCents) holds for what the customer pays, tax added. */
  quoteTooHighWithTax: `Quote cannot exceed ${QUOTE_MAX_TEXT} once tax is added`,
} as const;

/** The Tax details card's hint under "My prices include this tax": what the box changes. */
export const PRICES_INCLUDE_TAX_HINT =
  "Ticked: customers pay your quote as it is, tax included. Unticked: tax is added on top of the amounts you quote.";

/** Half of a UTF-16 pair on its own: PostgreSQL's jsonb refuses it, so it reads as U+FFFD like text columns do. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === "" ? null : value.replace(LONE_SURROGATE, "\uFFFD")))
    .nullable()
    .default(null);

/** Who a party is for tax: the part both sides share. */
export const taxPartySchema = z.object({
  legalName: optionalText(TAX_LIMITS.legalNameMax, TAX_MESSAGES.legalName),
  address: optionalText(TAX_LIMITS.addressMax, TAX_MESSAGES.address),
  taxId: optionalText(TAX_LIMITS.taxIdMax, TAX_MESSAGES.taxId),
});
export type TaxParty = z.output<typeof taxPartySchema>;

const RATE = /^\d{1,3}(\.\d{1,2})?$/;

/** A customer's billing details (the buyer on their invoices). */
export const billingDetailsSchema = taxPartySchema;
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;
export type BillingDetails = z.output<typeof billingDetailsSchema>;

/** An operator's tax details (the seller on its invoices): the party, and its tax registration. */
export const operatorTaxDetailsSchema = taxPartySchema
  .extend({
    registeredForTax: z.boolean().default(false),
    /** Percent as typed ("20", "7.5"); kept as numeric text with two decimals. */
    taxRate: z
      .union([z.string(), z.number()])
      .transform((value) => String(value).trim())
      .nullable()
      .default(null),
    pricesIncludeTax: z.boolean().default(true),
  })
  .transform((values, ctx) => {
    if (!values.registeredForTax) return { ...values, taxRate: null };
    const rate = values.taxRate ?? "";
    if (rate === "") {
      ctx.addIssue({ code: "custom", path: ["taxRate"], message: TAX_MESSAGES.rateRequired });
      return z.NEVER;
    }
    if (!RATE.test(rate) || Number(rate) > TAX_LIMITS.rateMax) {
      ctx.addIssue({ code: "custom", path: ["taxRate"], message: TAX_MESSAGES.rate });
      return z.NEVER;
    }
    return { ...values, taxRate: fromCents(toCents(rate)) };
  });
export type OperatorTaxDetailsInput = z.input<typeof operatorTaxDetailsSchema>;
export type OperatorTaxDetails = z.output<typeof operatorTaxDetailsSchema>;

/** The tax lines of an invoice's View Details and PDF. */
export const TAX_LINE_LABELS = { net: "Net", gross: "Gross" } as const;

/** "Tax (20%)", or that the seller charges none. */
export function taxLineLabel(rate: string | null): string {
  return rate === null ? "Tax (operator not registered)" : `Tax (${Number(rate)}%)`;
}

/** A party's lines on an invoice: its legal name (when it differs from the name shown), address and tax id. */
export function taxPartyLines(name: string, party: { legalName: string | null; address: string | null; taxId: string | null }): string[] {
  return [
    ...(party.legalName && party.legalName !== name ? [party.legalName] : []),
    ...(party.address ? party.address.split(/\r?\n/).filter((line) => line.trim() !== "") : []),
    ...(party.taxId ? [`Tax id: ${party.taxId}`] : []),
  ];
}

export interface TaxBreakdown {
  net: string;
  tax: string;
  gross: string;
  /** The rate applied, numeric text ("20.00"); null when the seller charges no tax. */
  rate: string | null;
}

/**
 * Net, tax and gross of an amount the customer paid (or owes). The customer is charged the amount
 * itself, so it is the gross: a seller registered for tax has the tax taken out of it at its rate
 * (the net rounded half up to the cent, so net + tax = gross exactly); a seller not registered
 * charges none (net = gross). A proposal whose prices exclude tax stores its grosses
 * (`chargedProposal`), so the same split gives the typed net back.
 */
export function taxBreakdown(amount: string, seller: { registeredForTax: boolean; taxRate: string | null } | null): TaxBreakdown {
  const cents = toCents(amount);
  if (!seller?.registeredForTax || seller.taxRate === null) return { net: fromCents(cents), tax: "0.00", gross: fromCents(cents), rate: null };
  // The rate in basis points keeps it exact (7.5 % → 750): net = gross × 10,000 / (10,000 + bp), rounded half up once.
  const divisor = 10_000 + toCents(seller.taxRate);
  const net = Math.floor((2 * cents * 10_000 + divisor) / (2 * divisor));
  return { net: fromCents(net), tax: fromCents(cents - net), gross: fromCents(cents), rate: seller.taxRate };
}

// ---------------------------------------------------------------------------------------------
// Proposals of an operator whose prices exclude tax (docs/product.md#invoices)

/** What of an operator's tax details decides a proposal's amounts. */
export type ProposalTaxSeller = Pick<OperatorTaxDetails, "registeredForTax" | "taxRate" | "pricesIncludeTax">;

/**
 * The tax a proposal carries, kept on it as sent (null: its operator was not registered for tax).
 * `net` + `tax` = the quote, what the customer pays.
 */
export interface ProposalTax {
  /** The rate applied, numeric text ("20.00"). */
  rate: string;
  /** false: the operator typed net amounts and the customer pays them with the tax added. */
  pricesIncludeTax: boolean;
  /** The quote without its tax (what the operator typed when their prices exclude tax). */
  net: string;
  tax: string;
}

/**
 * Net × (1 + rate), rounded half up to the cent once; the rate in basis points keeps it exact.
 * `taxBreakdown` of the result gives `net` back exactly (the rounding moves the gross by at most
 * half a cent, less than half a cent of net once divided by 1 + rate).
 */
export function grossFromNet(net: string, taxRate: string): string {
  const multiplier = 10_000 + toCents(taxRate);
  return fromCents(Math.floor((2 * toCents(net) * multiplier + 10_000) / 20_000));
}

function addsTax(seller: ProposalTaxSeller | null): seller is ProposalTaxSeller & { taxRate: string } {
  return seller !== null && seller.registeredForTax && seller.taxRate !== null && !seller.pricesIncludeTax;
}

/**
 * What a proposal charges for the amounts its operator typed (its milestones', or its whole quote
 * as one): each amount as stored (what is funded, held, charged, released, refunded) and the quote
 * (their sum). An operator whose prices exclude tax typed nets: each becomes its gross. Otherwise
 * the amounts are charged as typed; a registered operator's tax is the tax they contain.
 */
export function chargedProposal(typed: readonly string[], seller: ProposalTaxSeller | null): { amounts: string[]; quote: string; tax: ProposalTax | null } {
  const sum = (amounts: readonly string[]) => fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0));
  if (!seller?.registeredForTax || seller.taxRate === null) return { amounts: [...typed], quote: sum(typed), tax: null };
  const amounts = addsTax(seller) ? typed.map((net) => grossFromNet(net, seller.taxRate)) : [...typed];
  const quote = sum(amounts);
  const net = sum(amounts.map((amount) => taxBreakdown(amount, seller).net));
  return { amounts, quote, tax: { rate: seller.taxRate, pricesIncludeTax: seller.pricesIncludeTax, net, tax: fromCents(toCents(quote) - toCents(net)) } };
}

/** The quote maximum applies to what the customer pays. */
export function quoteTooHighWithTax(quote: string): boolean {
  return toCents(quote) > LIFECYCLE_LIMITS.quoteMaxCents;
}

/** A stored amount as its operator typed it: the net when tax was added on top, else itself. */
export function typedAmount(stored: string, tax: ProposalTax | null): string {
  return tax && !tax.pricesIncludeTax ? taxBreakdown(stored, { registeredForTax: true, taxRate: tax.rate }).net : stored;
}

/** The quote as its operator typed it: the net when tax was added on top, else the quote itself. */
export function typedQuote(proposal: { quote: string; tax: ProposalTax | null }): string {
  return proposal.tax && !proposal.tax.pricesIncludeTax ? proposal.tax.net : proposal.quote;
}

/** The tax details a proposal was sent with, to charge a new split of it the same way. */
export function proposalSeller(tax: ProposalTax | null): ProposalTaxSeller | null {
  return tax && { registeredForTax: true, taxRate: tax.rate, pricesIncludeTax: tax.pricesIncludeTax };
}

/** The seller's details an invoice of this proposal states: the rate added on top, whatever the profile says now. */
export function invoiceSellerTax<Seller extends ProposalTaxSeller>(seller: Seller, tax: ProposalTax | null): Seller {
  return tax && !tax.pricesIncludeTax ? { ...seller, registeredForTax: true, taxRate: tax.rate, pricesIncludeTax: false } : seller;
}

/** The tax in a proposal's quote, under it on its cards: "incl. £200.00 tax (20%)"; null when it has none. */
export function proposalTaxNote(tax: ProposalTax | null, currency: string): string | null {
  return tax ? `incl. ${formatMoney(tax.tax, currency)} tax (${Number(tax.rate)}%)` : null;
}

/** A proposal's quote in one line: "£1,200.00 incl. £200.00 tax (20%)", or the amount alone. */
export function proposalQuoteText(quote: string, currency: string, tax: ProposalTax | null): string {
  const note = proposalTaxNote(tax, currency);
  return note ? `${formatMoney(quote, currency)} ${note}` : formatMoney(quote, currency);
}

/** The hint under the proposal form's quote: what the amount typed is. */
export function proposalQuoteHint(seller: ProposalTaxSeller | null): string {
  return addsTax(seller)
    ? `Before tax: the customer pays it with your ${Number(seller.taxRate)}% tax added.`
    : "The amount the customer pays for the whole job.";
}

// ---------------------------------------------------------------------------------------------
// Listing prices of an operator whose prices exclude tax (docs/product.md#invoices)

/** The rate an operator adds on top of the prices it lists and quotes ("20.00"), or null: its prices are what the customer pays. */
export function taxAddedOnTop(seller: ProposalTaxSeller | null): string | null {
  return addsTax(seller) ? seller.taxRate : null;
}

/** After a listing's price whose operator adds tax on top: "+ tax (20%)". */
export const LISTING_TAX_ADDED_TEXT = (rate: string) => `+ tax (${Number(rate)}%)`;

/** A listing's price as shown wherever it is: "£500.00", or "£500.00 + tax (20%)" when tax comes on top. */
export function listingPriceText(listing: { price: string; currency: string; priceTaxAdded: string | null }): string {
  const price = formatMoney(listing.price, listing.currency);
  return listing.priceTaxAdded === null ? price : `${price} ${LISTING_TAX_ADDED_TEXT(listing.priceTaxAdded)}`;
}

/**
 * What the REST reference (/api/openapi.json, /api/docs) says of the amounts a proposal or its
 * milestones are sent with (docs/product.md#invoices): an operator whose prices exclude tax sends nets.
 */
export const TAX_EXCLUSIVE_AMOUNTS_DESCRIPTION =
  'Amounts and tax: for an operator registered for tax whose prices exclude it ("My prices include this tax" unticked), ' +
  "the amounts sent are nets. Each milestone's amount (a quote without milestones is one) is stored, funded and charged as " +
  "net × (1 + rate), rounded half up to the cent once per milestone, and the proposal's `quote` is the sum of those; its `tax` " +
  "gives the rate, the net and the tax. For any other operator the amounts are stored and charged as sent.";

/** The same for a new split of a proposal already sent: nets adding up to its net quote, at the rate it was sent with. */
export const TAX_EXCLUSIVE_SPLIT_DESCRIPTION =
  `${TAX_EXCLUSIVE_AMOUNTS_DESCRIPTION} A new split of such a proposal gives nets adding up to its net quote (\`tax.net\`), ` +
  "and adds the rate the proposal was sent with, whatever the profile says now.";

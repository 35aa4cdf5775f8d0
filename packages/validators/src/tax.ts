import { z } from "zod";
import { fromCents, toCents } from "./fees";

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
} as const;

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
 * charges none (net = gross). Prices that exclude tax are not yet charged with tax on top
 * (docs/product.md#invoices), so an invoice never claims more than was charged.
 */
export function taxBreakdown(amount: string, seller: { registeredForTax: boolean; taxRate: string | null } | null): TaxBreakdown {
  const cents = toCents(amount);
  if (!seller?.registeredForTax || seller.taxRate === null) return { net: fromCents(cents), tax: "0.00", gross: fromCents(cents), rate: null };
  // The rate in basis points keeps it exact (7.5 % → 750): net = gross × 10,000 / (10,000 + bp), rounded half up once.
  const divisor = 10_000 + toCents(seller.taxRate);
  const net = Math.floor((2 * cents * 10_000 + divisor) / (2 * divisor));
  return { net: fromCents(net), tax: fromCents(cents - net), gross: fromCents(cents), rate: seller.taxRate };
}

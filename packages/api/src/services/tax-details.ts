/**
 * Tax details for invoices a business can file (docs/product.md#invoices): a customer's billing
 * details (the buyer) and an operator's tax details (the seller), each the caller's own. An invoice
 * keeps both as they stood when it was issued (lifecycle/invoice-numbers.ts).
 */
import { customerProfiles, operatorProfiles, users, type Executor } from "@skyhire/db";
import { fullNameOf, type BillingDetails, type OperatorTaxDetails } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { notFound } from "../errors";

export const EMPTY_BILLING_DETAILS: BillingDetails = { legalName: null, address: null, taxId: null };
export const EMPTY_OPERATOR_TAX_DETAILS: OperatorTaxDetails = {
  ...EMPTY_BILLING_DETAILS,
  registeredForTax: false,
  taxRate: null,
  pricesIncludeTax: true,
};

/** The customer's billing details (all empty until given). */
export async function customerBillingDetails(db: Executor, userId: string): Promise<BillingDetails> {
  const [row] = await db
    .select({ taxDetails: customerProfiles.taxDetails })
    .from(customerProfiles)
    .where(eq(customerProfiles.userId, userId))
    .limit(1);
  return row?.taxDetails ?? EMPTY_BILLING_DETAILS;
}

/**
 * Saves the customer's billing details; a customer without a profile yet gets one named after
 * their account, so billing details never wait for onboarding.
 */
export async function updateCustomerBillingDetails(db: Executor, userId: string, values: BillingDetails): Promise<BillingDetails> {
  const [account] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)).limit(1);
  if (!account) throw notFound("Account not found");
  await db
    .insert(customerProfiles)
    .values({ userId, name: fullNameOf(account) || "Customer", taxDetails: values })
    .onConflictDoUpdate({ target: customerProfiles.userId, set: { taxDetails: values, updatedAt: new Date() } });
  return values;
}

/** The operator's tax details (all empty, not registered, until given). */
export async function operatorTaxDetails(db: Executor, userId: string): Promise<OperatorTaxDetails> {
  const [row] = await db
    .select({ taxDetails: operatorProfiles.taxDetails })
    .from(operatorProfiles)
    .where(eq(operatorProfiles.userId, userId))
    .limit(1);
  return row?.taxDetails ?? EMPTY_OPERATOR_TAX_DETAILS;
}

export const NO_OPERATOR_PROFILE = "Create your operator profile first";

/** Saves the operator's tax details on its profile (404 without one). */
export async function updateOperatorTaxDetails(db: Executor, userId: string, values: OperatorTaxDetails): Promise<OperatorTaxDetails> {
  const [updated] = await db
    .update(operatorProfiles)
    .set({ taxDetails: values, updatedAt: new Date() })
    .where(eq(operatorProfiles.userId, userId))
    .returning({ id: operatorProfiles.id });
  if (!updated) throw notFound(NO_OPERATOR_PROFILE);
  return values;
}

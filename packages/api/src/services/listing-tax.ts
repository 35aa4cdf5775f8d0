import { operatorProfiles } from "@skyhire/db";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * The tax rate an operator adds on top of its listed prices ("20.00"), or null
 * (docs/product.md#invoices): set when its tax details say it is registered for tax, with a rate, and
 * its prices exclude it — `taxAddedOnTop` of packages/validators, read in SQL so that every listing
 * query (browse, the listing's page, the operator's page, favourites, the operator's own listings)
 * answers it in the same row. `details` is an operator's `tax_details` column.
 */
export function priceTaxAddedFrom(details: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`(case
      when (${details} ->> 'registeredForTax')::boolean
        and not coalesce((${details} ->> 'pricesIncludeTax')::boolean, true)
      then ${details} ->> 'taxRate' end)`;
}

/** The same for a listing whose operator is not joined: a lookup of the operator by its unique user id. */
export function priceTaxAddedOf(operatorId: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`(select ${priceTaxAddedFrom(sql`tax_operator.tax_details`)}
    from ${operatorProfiles} tax_operator where tax_operator.user_id = ${operatorId})`;
}

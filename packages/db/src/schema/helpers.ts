import { sql, type SQL } from "drizzle-orm";
import { customType, numeric, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

export const id = () =>
  text("id")
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** An amount of money in a currency's major unit, with cents (every price, quote and payment). */
export const moneyAmount = (name: string) => numeric(name, { precision: 10, scale: 2 });

/**
 * A required id of another table's row: a foreign key. `onDelete` as PostgreSQL has it; without it,
 * the row referred to cannot be deleted while this one exists.
 */
export const requiredRef = (
  name: string,
  target: () => AnyPgColumn,
  onDelete?: "cascade" | "set null" | "restrict",
) =>
  text(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});

/** `column IN ('a','b')` for a check constraint over a value set. */
export function inList(column: string, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");
  return sql.raw(`"${column}" IN (${list})`);
}

/** PostgreSQL's full-text document type (drizzle has no built-in column for it). */
export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

import { sql, type SQL } from "drizzle-orm";
import { customType, text, timestamp } from "drizzle-orm/pg-core";

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

/** `column IN ('a','b')` for a check constraint over a value set. */
export function inList(column: string, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");
  return sql.raw(`"${column}" IN (${list})`);
}

/** PostgreSQL's full-text document type (drizzle has no built-in column for it). */
export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

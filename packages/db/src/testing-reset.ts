/**
 * Puts an embedded test database back as it was when it was made, so the next test file of the same
 * vitest worker takes it instead of starting a new PGlite (about 0.8 s of CPU each, for a hundred
 * files; docs/testing.md). What a test file may leave behind, and how each goes:
 * - session state (settings, LISTEN, advisory locks, prepared statements, temporary tables):
 *   DISCARD ALL;
 * - schemas and tables it created (pg-boss's schema, a test's own table): dropped;
 * - rows: every table emptied, then the rows the migrations wrote put back as they were, triggers
 *   and foreign keys off while they go in (they were checked when first written);
 * - sequences: set back to where they stood.
 * Tests for the embedded database only: a PostgreSQL server copies a template database instead.
 */
import type { PGlite } from "@electric-sql/pglite";

export interface Baseline {
  schemas: string[];
  tables: string[];
  /** The rows of the tables the migrations left non-empty, as JSON, with their insertable columns. */
  rows: { table: string; columns: string; json: string }[];
  sequences: { name: string; value: string | null }[];
}

const USER_SCHEMAS = `nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'`;

async function schemas(db: PGlite): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select quote_ident(nspname) as name from pg_namespace where ${USER_SCHEMAS}`,
  );
  return rows.map((row) => row.name);
}

async function tables(db: PGlite): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg\\_%'`,
  );
  return rows.map((row) => row.name);
}

/** The state to come back to: taken once, right after the database was made. */
export async function takeBaseline(db: PGlite): Promise<Baseline> {
  const allTables = await tables(db);
  const rows: Baseline["rows"] = [];
  for (const table of allTables) {
    const { rows: counted } = await db.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${table} t`,
    );
    const json = counted[0]?.json;
    if (!json) continue;
    // Generated columns cannot be written; they are computed again from the others.
    const { rows: columns } = await db.query<{ list: string }>(
      `select string_agg(quote_ident(attname), ', ' order by attnum) as list from pg_attribute
       where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
      [table],
    );
    rows.push({ table, columns: columns[0]?.list ?? "", json });
  }
  const { rows: sequences } = await db.query<{ name: string; value: string | null }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as value from pg_sequences
     where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  return { schemas: await schemas(db), tables: allTables, rows, sequences };
}

/** Back to `baseline`; the caller serves the database again only when this resolves. */
export async function resetToBaseline(db: PGlite, baseline: Baseline): Promise<void> {
  if (db.isInTransaction()) await db.exec("ROLLBACK");
  await db.exec("DISCARD ALL");
  const newSchemas = (await schemas(db)).filter((name) => !baseline.schemas.includes(name));
  for (const name of newSchemas) await db.exec(`DROP SCHEMA ${name} CASCADE`);
  const newTables = (await tables(db)).filter((name) => !baseline.tables.includes(name));
  for (const name of newTables) await db.exec(`DROP TABLE IF EXISTS ${name} CASCADE`);

  await db.transaction(async (tx) => {
    await tx.exec(`TRUNCATE ${baseline.tables.join(", ")} CASCADE`);
    await tx.exec("SET LOCAL session_replication_role = replica");
    for (const { table, columns, json } of baseline.rows) {
      await tx.query(
        `insert into ${table} (${columns}) overriding system value
         select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
        [json],
      );
    }
    for (const { name, value } of baseline.sequences) {
      // A sequence never used goes back to unused: its next value is its start again.
      if (value === null)
        await tx.query(
          `select setval($1::regclass, (select seqstart from pg_sequence where seqrelid = $1::regclass), false)`,
          [name],
        );
      else await tx.query(`select setval($1::regclass, $2::bigint, true)`, [name, value]);
    }
  });
}

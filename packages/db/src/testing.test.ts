import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./testing";

describe("test database", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t?.close());

  it("has every table of the schema and the trigram extension", async () => {
    const rows = await t.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const names = rows.map((r) => r.table_name);
    for (const table of ["users", "sessions", "customer_profiles", "operator_profiles", "service_listings", "job_requests", "proposals", "payments", "reviews"]) {
      expect(names).toContain(table);
    }
    const ext = await t.db.execute(sql`select 1 from pg_extension where extname = 'pg_trgm'`);
    expect(ext.length).toBe(1);
  });

  it("refuses a value outside a value set", async () => {
    await expect(
      t.db.execute(sql`insert into users (email, role) values ('x@example.com', 'superuser')`),
    ).rejects.toThrow();
  });

  it("gives every caller a migrated database of its own: a row written in one is not in another", async () => {
    const other = await createTestDatabase();
    try {
      await t.db.execute(sql`insert into users (email) values ('only-here@example.com')`);
      const seen = await other.db.execute(sql`select 1 from users where email = 'only-here@example.com'`);
      expect(seen.length).toBe(0);
      const migrations = await other.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(Number(migrations[0]?.n)).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});

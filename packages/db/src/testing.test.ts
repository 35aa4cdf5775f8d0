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

  it("hands the next caller a database as it was made, whatever the last one left in it", async () => {
    const first = await createTestDatabase();
    await first.db.execute(sql`insert into users (email) values ('left-behind@example.com')`);
    await first.db.execute(sql`create table left_behind (n int)`);
    await first.db.execute(sql`create schema left_behind_schema`);
    const [before] = await first.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    await first.close();

    const next = await createTestDatabase();
    try {
      expect(await next.db.execute(sql`select 1 from users`)).toHaveLength(0);
      expect(await next.db.execute(sql`select 1 from pg_tables where tablename = 'left_behind'`)).toHaveLength(0);
      expect(await next.db.execute(sql`select 1 from pg_namespace where nspname = 'left_behind_schema'`)).toHaveLength(0);
      const [after] = await next.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(after?.n).toBe(before?.n);
      // Writes work as on a new database: the defaults and the value sets still hold.
      await next.db.execute(sql`insert into users (email) values ('left-behind@example.com')`);
      await expect(next.db.execute(sql`insert into users (email, role) values ('y@example.com', 'superuser')`)).rejects.toThrow();
    } finally {
      await next.close();
    }
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

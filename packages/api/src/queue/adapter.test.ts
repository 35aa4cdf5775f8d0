import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing";
import { queueConnection } from "./adapter";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

describe("the job queue's connection", () => {
  it("hands a script that failed inside BEGIN … COMMIT back to the pool rolled back, not aborted", async () => {
    // Two instances installing pg-boss at once: the second one's script fails ("already exists"),
    // pg-boss ignores that, and its session must not stay inside the failed transaction.
    const connection = queueConnection(t.db, t.db);
    await expect(connection.executeSql("BEGIN; CREATE SCHEMA public; COMMIT;", [])).rejects.toThrow(/already exists/);
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => (await t.db.execute(sql`select 1 as one`))[0]),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, () => ({ one: 1 })));
  });
});

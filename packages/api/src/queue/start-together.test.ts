import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing";
import { QUEUES, startJobQueue, type JobQueue } from "./job-queue";

let t: TestContext;
const started: JobQueue[] = [];
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await Promise.all(started.map((queue) => queue.stop()));
  await t?.close();
});

describe("instances starting together on a new database", () => {
  it("all get a running queue: installing pg-boss and creating its queues at once is not fatal", async () => {
    // Four web instances and a worker deployed at once (on a server their statements truly overlap).
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => startJobQueue(t.db, { work: i === 0, schedule: false })),
    );
    for (const result of results) if (result.status === "fulfilled") started.push(result.value);
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    const [row] = await t.client<{ count: number }[]>`select count(*)::int as count from pgboss.queue`;
    expect(row?.count).toBe(Object.keys(QUEUES).length);
  });
});

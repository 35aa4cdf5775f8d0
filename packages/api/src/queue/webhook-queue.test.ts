import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { webhookDeliveries } from "@skyhire/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emitWebhookEvent } from "../services/webhooks/events";
import { createTestContext, type TestContext } from "../testing";
import { QUEUES, startJobQueue, type JobQueue } from "./job-queue";

/** Webhook deliveries through the running job queue (docs/api.md#webhooks). */
let t: TestContext;
let queue: JobQueue;
let receiver: Server;
let url: string;
const statuses: number[] = [];
let received = 0;

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS = "1";
  t = await createTestContext();
  queue = await startJobQueue(t.db, {
    pollingIntervalSeconds: 0.5,
    schedule: false,
    webhookRetry: { retryLimit: 5, retryDelay: 1, retryBackoff: false },
  });
  receiver = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      received += 1;
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
}, 60_000);
afterAll(async () => {
  await queue?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
  await t?.close();
  delete process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS;
});

async function webhookJobs(): Promise<number> {
  const rows = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = ${QUEUES.webhookDelivery}`,
  );
  return [...rows][0]?.n ?? 0;
}

describe("the job queue sends webhook deliveries", () => {
  it("queues the delivery with the change, and the worker retries a 500 until the receiver takes it", async () => {
    const customer = await t.makeUser();
    const { endpoint } = await t.callerFor(customer).webhooks.create({ url });
    statuses.push(500);
    const job = await t.callerFor(customer).jobs.create({
      title: "Roof survey",
      description: "Survey a warehouse roof in Leeds.",
      category: "inspection",
      location: "Leeds",
    });
    const delivery = async () =>
      (
        await t.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, endpoint.id))
      )[0];
    await expect
      .poll(async () => (await delivery())?.status, { timeout: 20_000 })
      .toBe("succeeded");
    expect(await delivery()).toMatchObject({
      eventType: "job.created",
      attempts: 2,
      responseStatus: 200,
    });
    expect((await delivery())?.payload.data).toMatchObject({ jobRequestId: job.id });
    expect(received).toBe(2);
  });

  it("queues nothing for a change that was rolled back", async () => {
    const owner = await t.makeUser();
    await t.callerFor(owner).webhooks.create({ url });
    const before = await webhookJobs();
    await expect(
      t.db.transaction(async (tx) => {
        expect(
          await emitWebhookEvent(tx, {
            type: "job.created",
            userIds: [owner.id],
            jobRequestId: null,
            data: {},
          }),
        ).toHaveLength(1);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await webhookJobs()).toBe(before);
  });
});

import { createDb } from "@skyhire/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerJobQueue, unregisterJobQueue, type RunningJobQueue } from "../queue/registry";
import { createTestContext, type TestContext } from "../testing";
import { checkHealth } from "./health";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

/** A queue as the registry sees it; this check only asks whether one runs. */
const queue: RunningJobQueue = { enqueueMail: async () => {}, enqueueNotificationEmails: async () => 0, enqueueMessageMail: async () => {}, enqueueWebhookDeliveries: async () => {}, enqueuePasswordReset: async () => {} };

describe("checkHealth", () => {
  it("is 200 when the database answers and the queue runs", async () => {
    registerJobQueue(queue);
    try {
      expect(await checkHealth(t.db, {})).toEqual({ httpStatus: 200, report: { status: "ok", database: "up", queue: "running" } });
    } finally {
      unregisterJobQueue(queue);
    }
  });

  it("is 503 when the database does not answer", async () => {
    // Nothing listens on port 9 of this machine (discard): the connection is refused.
    const unreachable = createDb("postgres://postgres@127.0.0.1:9/skyhire");
    registerJobQueue(queue);
    try {
      expect(await checkHealth(unreachable.db, {})).toEqual({
        httpStatus: 503,
        report: { status: "unavailable", database: "down", queue: "running" },
      });
    } finally {
      unregisterJobQueue(queue);
      await unreachable.close();
    }
  });

  it("is 503 when this instance should run the queue and it does not (not started yet, or stopping)", async () => {
    expect(await checkHealth(t.db, {})).toEqual({ httpStatus: 503, report: { status: "unavailable", database: "up", queue: "stopped" } });
  });

  it("says \"off\" when a separate worker does the jobs, and still needs this instance to queue them", async () => {
    registerJobQueue(queue);
    try {
      expect(await checkHealth(t.db, { JOB_QUEUE: "off" })).toEqual({ httpStatus: 200, report: { status: "ok", database: "up", queue: "off" } });
    } finally {
      unregisterJobQueue(queue);
    }
    // Before it can queue (starting) or after (stopping), work would be lost: not ready.
    expect(await checkHealth(t.db, { JOB_QUEUE: "off" })).toEqual({ httpStatus: 503, report: { status: "unavailable", database: "up", queue: "stopped" } });
  });
});

import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { emails, milestones, webhookDeliveries, webhookEndpoints } from "@skyhire/db";
import {
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  type SessionUser,
  type WebhookEventType,
} from "@skyhire/validators";
import { migrationsFolder } from "@skyhire/db/paths";
import { and, eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../../testing";
import { hiredJob, jobWithProposals } from "../lifecycle/test-fixtures";
import { attemptWebhookDelivery } from "./delivery";
import { rotateWebhookSecret } from "./endpoints";
import { emitWebhookEvent } from "./events";

let t: TestContext;

/** A receiver on 127.0.0.1 that records each request and answers the next scripted status (200 when none is left). */
interface Receiver {
  url: string;
  received: { headers: IncomingHttpHeaders; body: string }[];
  statuses: number[];
  server: Server;
}

const receivers: Receiver[] = [];

async function receiver(statuses: number[] = []): Promise<Receiver> {
  const received: Receiver["received"] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      const status = statuses.shift() ?? 200;
      res
        .writeHead(status, { "content-type": "text/plain" })
        .end(status < 300 ? "thanks" : "receiver broke");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const made = { url: `http://127.0.0.1:${port}/hooks`, received, statuses, server };
  receivers.push(made);
  return made;
}

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => new Promise((resolve) => r.server.close(resolve))));
  await t?.close();
});
beforeEach(() => {
  // Tests and local development send to 127.0.0.1 over http (docs/api.md#webhooks).
  vi.stubEnv("WEBHOOK_ALLOW_PRIVATE_NETWORKS", "1");
});
afterEach(() => {
  vi.unstubAllEnvs();
});

async function endpointFor(
  user: SessionUser,
  url: string,
  events: WebhookEventType[] | null = null,
) {
  return t.callerFor(user).webhooks.create({ url, description: "Booking tool", events });
}

/** An event for this user alone, as the lifecycle writes one, in its own transaction. */
async function emitTo(user: SessionUser, data: Record<string, unknown> = {}, eventId?: string) {
  return t.db.transaction((tx) =>
    emitWebhookEvent(tx, {
      type: "message.received",
      userIds: [user.id],
      jobRequestId: null,
      data,
      ...(eventId ? { eventId } : {}),
    }),
  );
}

async function deliveriesOf(endpointId: string) {
  return t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
}

describe("webhook endpoints", () => {
  it("are created with a secret shown once, read, changed and deleted by their owner only", async () => {
    const owner = await t.makeUser();
    const other = await t.makeUser();
    const hook = await receiver();
    const created = await endpointFor(owner, hook.url, ["job.created", "proposal.created"]);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    expect(created.endpoint).toMatchObject({
      url: hook.url,
      events: ["job.created", "proposal.created"],
      enabled: true,
    });

    const mine = t.callerFor(owner).webhooks;
    const listed = await mine.list();
    expect(listed.map((e) => e.id)).toEqual([created.endpoint.id]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    const changed = await mine.update({
      id: created.endpoint.id,
      description: "CRM",
      events: null,
    });
    expect(changed).toMatchObject({ description: "CRM", events: null });

    // Another account's endpoint is not found, whatever it asks.
    const theirs = t.callerFor(other).webhooks;
    const id = created.endpoint.id;
    // One call at a time: a call started before the one ahead of it is awaited would reject unheard.
    for (const call of [
      () => theirs.byId({ id }),
      () => theirs.update({ id, description: "mine now" }),
      () => theirs.deliveries({ id }),
      () => theirs.test({ id }),
      () => theirs.retry({ id, deliveryId: "x" }),
      () => theirs.delete({ id }),
    ]) {
      expect(await failureOf(call())).toEqual({
        code: "NOT_FOUND",
        message: WEBHOOK_MESSAGES.notFound,
      });
    }
    expect(await theirs.list()).toEqual([]);

    await mine.delete({ id });
    expect(await mine.list()).toEqual([]);
  });

  it(`are at most ${WEBHOOK_LIMITS.maxEndpointsPerUser} per account`, async () => {
    const owner = await t.makeUser();
    for (let i = 0; i < WEBHOOK_LIMITS.maxEndpointsPerUser; i++)
      await endpointFor(owner, `http://127.0.0.1:9/${i}`);
    expect(await failureOf(endpointFor(owner, "http://127.0.0.1:9/one-more"))).toEqual({
      code: "CONFLICT",
      message: WEBHOOK_MESSAGES.tooMany,
    });
  });
});

describe("the SSRF guard", () => {
  it.each([
    "https://127.0.0.1/hooks",
    "https://localhost/hooks",
    "https://10.1.2.3/hooks",
    "https://192.168.0.10/hooks",
    "https://169.254.169.254/latest/meta-data",
    "https://[::1]/hooks",
    "https://[fd00::1]/hooks",
    "https://[::ffff:192.168.0.1]/hooks",
    "https://0.0.0.0/hooks",
  ])("refuses %s when private networks are not allowed", async (url) => {
    vi.stubEnv("WEBHOOK_ALLOW_PRIVATE_NETWORKS", "0");
    const owner = await t.makeUser();
    expect(await failureOf(endpointFor(owner, url))).toEqual({
      code: "BAD_REQUEST",
      message: WEBHOOK_MESSAGES.urlPrivate,
    });
    expect(await t.callerFor(owner).webhooks.list()).toEqual([]);
  });

  it("requires https when private networks are not allowed", async () => {
    vi.stubEnv("WEBHOOK_ALLOW_PRIVATE_NETWORKS", "0");
    const owner = await t.makeUser();
    expect(await failureOf(endpointFor(owner, "http://93.184.215.14/hooks"))).toEqual({
      code: "BAD_REQUEST",
      message: WEBHOOK_MESSAGES.urlScheme,
    });
  });

  it("refuses again at delivery time: nothing reaches a private address saved while it was allowed", async () => {
    const owner = await t.makeUser();
    const hook = await receiver();
    const { endpoint } = await endpointFor(owner, hook.url);
    const [id] = await emitTo(owner);
    vi.stubEnv("WEBHOOK_ALLOW_PRIVATE_NETWORKS", "0");
    expect(await attemptWebhookDelivery(t.db, id!)).toBe("retry");
    expect(hook.received).toEqual([]);
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      error: WEBHOOK_MESSAGES.urlScheme,
    });
  });
});

describe("a delivery", () => {
  it("reaches the receiver signed per Standard Webhooks, with the event as its body", async () => {
    const owner = await t.makeUser();
    const hook = await receiver();
    const { endpoint, secret } = await endpointFor(owner, hook.url);
    const [id] = await emitTo(owner, { conversationId: "c1", messageId: "m1" });
    expect(await attemptWebhookDelivery(t.db, id!)).toBe("succeeded");

    expect(hook.received).toHaveLength(1);
    const [request] = hook.received;
    const verified = new Webhook(secret).verify(request!.body, {
      "webhook-id": String(request!.headers["webhook-id"]),
      "webhook-timestamp": String(request!.headers["webhook-timestamp"]),
      "webhook-signature": String(request!.headers["webhook-signature"]),
    });
    expect(verified).toMatchObject({
      type: "message.received",
      data: { conversationId: "c1", messageId: "m1" },
    });
    expect(new Date((verified as { timestamp: string }).timestamp).getTime()).not.toBeNaN();
    // Another secret does not verify it.
    expect(() =>
      new Webhook("whsec_" + Buffer.alloc(24, 1).toString("base64")).verify(
        request!.body,
        request!.headers as Record<string, string>,
      ),
    ).toThrow();

    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({
      status: "succeeded",
      attempts: 1,
      responseStatus: 200,
      responseExcerpt: "thanks",
      error: null,
    });
    expect(row!.eventId).toBe(request!.headers["webhook-id"]);
  });

  it("is signed with the new secret once the secret is rotated", async () => {
    const owner = await t.makeUser();
    const hook = await receiver();
    const { endpoint, secret: old } = await endpointFor(owner, hook.url);
    const { secret } = await rotateWebhookSecret(t.db, { actor: owner, id: endpoint.id });
    const [id] = await emitTo(owner);
    await attemptWebhookDelivery(t.db, id!);
    const [request] = hook.received;
    const headers = request!.headers as Record<string, string>;
    expect(new Webhook(secret).verify(request!.body, headers)).toMatchObject({
      type: "message.received",
    });
    expect(() => new Webhook(old).verify(request!.body, headers)).toThrow();
  });

  it("is tried again after a 500 and then succeeds, keeping each answer", async () => {
    const owner = await t.makeUser();
    const hook = await receiver([500]);
    const { endpoint } = await endpointFor(owner, hook.url);
    const [id] = await emitTo(owner);
    expect(await attemptWebhookDelivery(t.db, id!)).toBe("retry");
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({
      status: "pending",
      attempts: 1,
      responseStatus: 500,
      responseExcerpt: "receiver broke",
      error: "HTTP 500",
    });
    expect(await attemptWebhookDelivery(t.db, id!)).toBe("succeeded");
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({
      status: "succeeded",
      attempts: 2,
      responseStatus: 200,
      error: null,
    });
    // Both tries carried the same event id, so the receiver can drop the repeat.
    expect(new Set(hook.received.map((r) => r.headers["webhook-id"])).size).toBe(1);
  });

  it("is one record per event and endpoint, sent once even when the event is written and the job run twice", async () => {
    const owner = await t.makeUser();
    const hook = await receiver();
    const { endpoint } = await endpointFor(owner, hook.url);
    const [id] = await emitTo(owner, {}, "msg_same-event");
    expect(await emitTo(owner, {}, "msg_same-event")).toEqual([]);
    const outcomes = await Promise.all([
      attemptWebhookDelivery(t.db, id!),
      attemptWebhookDelivery(t.db, id!),
    ]);
    expect(outcomes.sort()).toEqual(["skipped", "succeeded"]);
    expect(await attemptWebhookDelivery(t.db, id!)).toBe("skipped");
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
    expect(hook.received).toHaveLength(1);
  });

  it(`fails for good after ${WEBHOOK_LIMITS.maxAttempts} tries; ${WEBHOOK_LIMITS.disableAfterFailedDeliveries} such deliveries in a row disable the endpoint and mail its owner once`, async () => {
    const owner = await t.makeUser();
    const hook = await receiver(Array.from({ length: 100 }, () => 503));
    const { endpoint } = await endpointFor(owner, hook.url);
    for (let n = 0; n < WEBHOOK_LIMITS.disableAfterFailedDeliveries; n++) {
      const [id] = await emitTo(owner);
      const outcomes = [];
      for (let attempt = 0; attempt < WEBHOOK_LIMITS.maxAttempts; attempt++)
        outcomes.push(await attemptWebhookDelivery(t.db, id!));
      expect(outcomes.at(-1)).toBe("failed");
    }
    expect(hook.received).toHaveLength(
      WEBHOOK_LIMITS.disableAfterFailedDeliveries * WEBHOOK_LIMITS.maxAttempts,
    );
    const [row] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.disabledAt).not.toBeNull();
    const mails = await t.db
      .select()
      .from(emails)
      .where(
        and(eq(emails.to, owner.email), eq(emails.subject, WEBHOOK_MESSAGES.disabledMailSubject)),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(hook.url);
    // A disabled endpoint receives no new event.
    expect(await emitTo(owner)).toEqual([]);
    // Enabled again, it receives events and its failure count starts over.
    await t.callerFor(owner).webhooks.update({ id: endpoint.id, enabled: true });
    expect(await emitTo(owner)).toHaveLength(1);
  });

  it("of a test event is made and sent at once by a process without a queue, and can be sent again", async () => {
    const owner = await t.makeUser();
    const hook = await receiver([500]);
    const { endpoint } = await endpointFor(owner, hook.url, ["review.received"]);
    const caller = t.callerFor(owner).webhooks;
    const first = await caller.test({ id: endpoint.id });
    expect(first).toMatchObject({
      eventType: "webhook.test",
      status: "pending",
      responseStatus: 500,
    });
    expect(await failureOf(caller.retry({ id: endpoint.id, deliveryId: first.id }))).toEqual({
      code: "CONFLICT",
      message: WEBHOOK_MESSAGES.deliveryPending,
    });
    await attemptWebhookDelivery(t.db, first.id);
    const again = await caller.retry({ id: endpoint.id, deliveryId: first.id });
    expect(again).toMatchObject({ id: first.id, status: "succeeded", attempts: 1 });
    expect(await caller.deliveries({ id: endpoint.id })).toHaveLength(1);
  });
});

describe("events of a deal", () => {
  it("reach only the endpoints of its parties that asked for them", async () => {
    const { customer, job, operators, proposals } = await jobWithProposals(t, 2);
    const [hired, declined] = operators;
    const outsider = await t.makeOperator();
    const hook = await receiver();
    const customerHook = await endpointFor(customer, `${hook.url}/customer`);
    const hiredHook = await endpointFor(hired!.user, `${hook.url}/hired`, ["proposal.accepted"]);
    const declinedHook = await endpointFor(declined!.user, `${hook.url}/declined`, [
      "proposal.declined",
      "proposal.accepted",
    ]);
    const outsiderHook = await endpointFor(outsider.user, `${hook.url}/outsider`);

    const asCustomer = t.callerFor(customer);
    await asCustomer.proposals.decline({ id: proposals[1]!.id });
    await asCustomer.proposals.accept({ id: proposals[0]!.id });

    const typesOf = async (endpointId: string) =>
      (await deliveriesOf(endpointId)).map((d) => d.eventType).sort();
    expect(await typesOf(customerHook.endpoint.id)).toEqual(["job.updated"]);
    expect(await typesOf(hiredHook.endpoint.id)).toEqual(["proposal.accepted"]);
    expect(await typesOf(declinedHook.endpoint.id)).toEqual(["proposal.declined"]);
    expect(await typesOf(outsiderHook.endpoint.id)).toEqual([]);
    const [accepted] = await deliveriesOf(hiredHook.endpoint.id);
    expect(accepted!.payload).toMatchObject({
      type: "proposal.accepted",
      data: { jobRequestId: job.id },
    });
  });

  it("carry text with a lone surrogate (which jsonb refuses) as U+FFFD instead of failing the change", async () => {
    const owner = await t.makeUser();
    const { endpoint } = await endpointFor(owner, "http://127.0.0.1:9/never");
    expect(await emitTo(owner, { body: "flight logs\ud800" })).toHaveLength(1);
    expect((await deliveriesOf(endpoint.id))[0]!.payload.data).toEqual({
      body: "flight logs\ufffd",
    });
  });

  it("are not written when the change is rolled back", async () => {
    const owner = await t.makeUser();
    const { endpoint } = await endpointFor(owner, "http://127.0.0.1:9/never");
    await expect(
      t.db.transaction(async (tx) => {
        await emitWebhookEvent(tx, {
          type: "job.created",
          userIds: [owner.id],
          jobRequestId: null,
          data: {},
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
  });
});

describe("events of a dispute", () => {
  it("say it was opened, answered and resolved, with the dispute's id, to its parties", async () => {
    const deal = await hiredJob(t, 1);
    const operator = deal.operator.user;
    const hook = await receiver();
    const customerHook = await endpointFor(deal.customer, `${hook.url}/customer`);
    const operatorHook = await endpointFor(operator, `${hook.url}/operator`, ["dispute.opened", "dispute.resolved"]);
    const [milestone] = await t.db.select().from(milestones).where(eq(milestones.jobRequestId, deal.job.id));

    const dispute = await t.callerFor(deal.customer).disputes.open({
      milestoneId: milestone!.id,
      reason: "not_as_described",
      text: "The photos delivered are of the wrong building.",
    });
    await t.callerFor(operator).disputes.message({ id: dispute.id, body: "We flew the address on the order." });
    const settlement = await t.callerFor(operator).disputes.proposeSettlement({ id: dispute.id, operatorAmount: "600.00" });
    await t.callerFor(deal.customer).disputes.acceptSettlement({ id: settlement.id });

    const eventsOf = async (endpointId: string) =>
      (await deliveriesOf(endpointId))
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map((d) => ({ type: d.eventType, data: d.payload.data }));
    // The customer opened it: told of the operator's answer, the proposal and the outcome.
    expect((await eventsOf(customerHook.endpoint.id)).map((e) => e.type)).toEqual([
      "dispute.updated",
      "dispute.updated",
      "dispute.resolved",
    ]);
    // The operator asked only for the start and the end.
    const toOperator = await eventsOf(operatorHook.endpoint.id);
    expect(toOperator.map((e) => e.type)).toEqual(["dispute.opened", "dispute.resolved"]);
    for (const event of toOperator) {
      expect(event.data).toMatchObject({ jobRequestId: deal.job.id, disputeId: dispute.id, milestoneId: milestone!.id });
    }
  });
});

describe("events of an account", () => {
  it("tell a listing's owner alone of its creation and every change, the admin's too", async () => {
    const operator = await t.makeOperator();
    const admin = await t.makeUser({ role: "admin" });
    const outsider = await t.makeOperator();
    const hook = await receiver();
    const ownerHook = await endpointFor(operator.user, `${hook.url}/owner`, ["listing.created", "listing.updated"]);
    const outsiderHook = await endpointFor(outsider.user, `${hook.url}/outsider`);
    const form = {
      title: "Facade inspection package",
      description: "Zoom inspection of all four elevations with an annotated defect report.",
      category: "Inspection" as const,
      price: "1250.50",
      requirements: ["Insured"],
    };

    const listing = await t.callerFor(operator.user).listings.create(form);
    await t.callerFor(operator.user).listings.update({ id: listing.id, ...form, title: "Facade inspection, four sides" });
    await t.callerFor(admin).adminListings.deactivate({ id: listing.id, reason: "The photos show another company's logo." });

    const sent = (await deliveriesOf(ownerHook.endpoint.id)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(sent.map((d) => [d.eventType, d.payload.data])).toEqual([
      ["listing.created", { listingId: listing.id, title: "Facade inspection package", isActive: true }],
      ["listing.updated", { listingId: listing.id, title: "Facade inspection, four sides", isActive: true }],
      ["listing.updated", { listingId: listing.id, title: "Facade inspection, four sides", isActive: false }],
    ]);
    expect(await deliveriesOf(outsiderHook.endpoint.id)).toEqual([]);
  });

  it("tell an operator that an admin approved their profile", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const operator = await t.makeOperator({ approvalStatus: "pending" });
    const hook = await receiver();
    const { endpoint } = await endpointFor(operator.user, hook.url, ["operator.approved", "operator.rejected"]);

    await t.callerFor(admin).admin.approveOperator({ userId: operator.user.id });

    const [approved] = await deliveriesOf(endpoint.id);
    expect(approved).toMatchObject({ eventType: "operator.approved" });
    expect(approved!.payload.data).toMatchObject({ title: "Your operator profile is approved", link: "/dashboard/operator" });
  });
});

describe("migration 0048 on endpoints saved before it", () => {
  it("renames a chosen proposal.received to proposal.created and leaves every other choice alone", async () => {
    const owner = await t.makeUser();
    const chose = await endpointFor(owner, "http://127.0.0.1:9/chose", ["job.created"]);
    const every = await endpointFor(owner, "http://127.0.0.1:9/every", null);
    await t.db
      .update(webhookEndpoints)
      .set({ events: ["job.created", "proposal.received"] })
      .where(eq(webhookEndpoints.id, chose.endpoint.id));

    const migration = readFileSync(join(migrationsFolder, "0048_webhook_proposal_created.sql"), "utf8");
    await t.db.execute(sql.raw(migration));

    const eventsOf = async (id: string) =>
      (await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]?.events;
    expect(await eventsOf(chose.endpoint.id)).toEqual(["job.created", "proposal.created"]);
    expect(await eventsOf(every.endpoint.id)).toBeNull();
  });
});

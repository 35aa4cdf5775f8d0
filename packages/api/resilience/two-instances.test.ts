/**
 * Two web instances (production build, JOB_QUEUE=off) and one `pnpm worker` on one PostgreSQL
 * database, as docs/architecture.md#growing-past-one-machine describes: sign-in limits count the
 * attempts of both instances together, a session made on one is honoured and ended on the other,
 * work queued by a web instance is done once, by the worker, and a catalogue change made through one
 * instance empties the other's page cache at once. Run by `pnpm test:resilience`.
 */
import { operatorProfiles, users } from "@skyhire/db";
import type { TestDatabase } from "@skyhire/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../bench/http/servers";
import { serverDatabase, startWeb, startWorker, type RunningWorker } from "./cluster";
import { HttpUser, uniqueEmail } from "./http-client";

const A = "http://127.0.0.1:3412";
const B = "http://127.0.0.1:3413";

let database: TestDatabase;
let instances: RunningServer[] = [];
let worker: RunningWorker | undefined;

beforeAll(async () => {
  database = await serverDatabase();
  // Started together, as a deployment would; one that started is stopped by afterAll even if the other did not.
  const started = await Promise.allSettled([startWeb(database.url, 3412), startWeb(database.url, 3413)]);
  instances = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  for (const result of started) if (result.status === "rejected") throw result.reason;
});

afterEach(({ task }) => {
  if (task.result?.state !== "fail") return;
  for (const [name, instance] of [["A", instances[0]], ["B", instances[1]], ["worker", worker]] as const) {
    if (instance) console.error(`-- last lines of ${name} --\n${instance.output()}`);
  }
});

afterAll(async () => {
  await worker?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await database?.close();
});

async function mailsTo(email: string): Promise<number> {
  const [row] = await database.client<{ count: number }[]>`
    select count(*)::int as count from emails where "to" = ${email}`;
  return row?.count ?? 0;
}

/** States of the queued mail jobs addressed to `email` (pg-boss's own table). */
async function mailJobStates(email: string): Promise<string[]> {
  const rows = await database.client<{ state: string }[]>`
    select state from pgboss.job where name = 'mail' and data->>'to' = ${email}`;
  return rows.map((row) => row.state);
}

/** A signed-up account made an approved, published operator, as an admin's approval would. */
async function approveAsOperator(email: string): Promise<void> {
  const [user] = await database.db.update(users).set({ role: "operator" }).where(eq(users.email, email)).returning({ id: users.id });
  if (!user) throw new Error(`no account ${email}`);
  await database.db.insert(operatorProfiles).values({
    userId: user.id,
    companyName: "Two Instance Aerial",
    bio: "We fly certified drones for building inspections, 3D mapping and aerial photography.",
    location: "Sydney",
    baseLat: -33.8688,
    baseLng: 151.2093,
    qualifications: ["CAA Licence"],
    serviceAreas: ["Sydney"],
    approvalStatus: "approved",
    isPublished: true,
  });
}

/** A signed-out visitor's view of a listing's page on `origin`: which cache answered and whether it names `title`. */
async function visitorView(origin: string, listingId: string, title: string): Promise<{ cache: string | null; showsTitle: boolean }> {
  const response = await fetch(`${origin}/listings/${listingId}`);
  const html = await response.text();
  return { cache: response.headers.get("x-page-cache"), showsTitle: html.includes(title) };
}

describe("two web instances and one worker on one database", () => {
  // Signed up before the worker runs: the mail it causes must wait in the queue for the worker.
  const queuedEarly = new HttpUser(uniqueEmail("queued"));

  it("a sign-up on instance A queues its verification mail instead of sending it (no worker yet)", async () => {
    await queuedEarly.signUp(A);
    expect(await mailJobStates(queuedEarly.email)).toEqual(["created"]);
    expect(await mailsTo(queuedEarly.email)).toBe(0);
  });

  it("sign-in attempts split between A and B count together against the limit", async () => {
    const user = new HttpUser(uniqueEmail("limit"));
    await user.signUp(B);
    // Five wrong passwords, three on A and two on B: the limit per e-mail and client is five.
    for (const origin of [A, B, A, B, A]) {
      expect(await user.signIn(origin, "wrong-password-1")).toContain("code=invalid_credentials");
    }
    // The right password is then refused on both: each instance sees the other's attempts.
    expect(await user.signIn(B)).toContain("code=rate_limited");
    expect(await user.signIn(A)).toContain("code=rate_limited");
    expect((await user.whoAmI(A)).status).toBe(401);
    expect((await user.whoAmI(B)).status).toBe(401);
  });

  it("a session made on A is valid on B, and signing out on A ends it on B", async () => {
    const onA = new HttpUser(uniqueEmail("session"));
    await onA.signUp(A);
    await onA.signIn(A);
    expect(await onA.whoAmI(A)).toEqual({ status: 200, email: onA.email });
    // The same cookie, presented to the other instance (a load balancer may send it either way).
    const onB = onA.copy();
    expect(await onB.whoAmI(B)).toEqual({ status: 200, email: onA.email });

    expect(await onA.signOut(A)).toBe(303);
    expect((await onA.whoAmI(A)).status).toBe(401);
    // B still holds the old cookie: its session row is gone, so B refuses it too.
    expect((await onB.whoAmI(B)).status).toBe(401);
  });

  it("a listing renamed through A shows renamed on B at once, although B's page cache kept it", async () => {
    const operator = new HttpUser(uniqueEmail("operator"));
    await operator.signUp(A);
    await approveAsOperator(operator.email);
    await operator.signIn(A);
    const listing = {
      title: "Two instance roof survey",
      description: "Created by the two-instance check to see a change reach the other instance.",
      category: "Surveying",
      price: 640,
      requirements: ["RTK GNSS"],
    };
    const created = await operator.sendJson(A, "POST", "/api/listings", listing);
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // B renders the page, then sends it from its page cache. The creation's own change notice may
    // reach B after that first render and empty the cache once, so wait for B to keep the page.
    expect(await visitorView(B, id, listing.title)).toEqual({ cache: "miss", showsTitle: true });
    await expect.poll(() => visitorView(B, id, listing.title), { timeout: 10_000 }).toEqual({ cache: "hit", showsTitle: true });

    const renamed = "Two instance renamed survey";
    const update = await operator.sendJson(A, "PUT", `/api/listings/${id}`, { ...listing, title: renamed });
    expect(update.status, await update.clone().text()).toBe(200);
    // Told through the database, B renders afresh well within its cache's 30 s lifetime.
    await expect.poll(() => visitorView(B, id, renamed), { timeout: 10_000 }).toEqual({ cache: "miss", showsTitle: true });
  });

  it("the worker sends each queued mail exactly once, whichever instance queued it", async () => {
    // Everything above took seconds, and the web instances do no queued work: still waiting.
    expect(await mailJobStates(queuedEarly.email)).toEqual(["created"]);
    expect(await mailsTo(queuedEarly.email)).toBe(0);

    worker = await startWorker(database.url, A);
    await expect.poll(() => mailJobStates(queuedEarly.email), { timeout: 30_000 }).toEqual(["completed"]);
    expect(await mailsTo(queuedEarly.email)).toBe(1);

    // Queued through B while the worker runs: sent once as well.
    const throughB = new HttpUser(uniqueEmail("queued-b"));
    await throughB.signUp(B);
    await expect.poll(() => mailJobStates(throughB.email), { timeout: 30_000 }).toEqual(["completed"]);
    expect(await mailsTo(throughB.email)).toBe(1);
    expect(await mailsTo(queuedEarly.email)).toBe(1);
  });
});

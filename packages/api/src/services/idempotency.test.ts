import { idempotencyKeys } from "@skyhire/db";
import { IDEMPOTENCY_LIMITS, IDEMPOTENCY_MESSAGES } from "@skyhire/validators";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing";
import {
  claimIdempotencyKey,
  keepAnswer,
  pruneIdempotencyKeys,
  releaseIdempotencyKey,
  requestFingerprint,
} from "./idempotency";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const created = { status: 201, headers: { "content-type": "application/json", location: "/api/requests/j1" }, body: '{"id":"j1"}' };
const postJob = requestFingerprint("POST", "/api/requests", '{"title":"Roof"}');
const hour = 60 * 60 * 1000;

async function scopeOfNewUser(key = "key-1") {
  return { userId: (await t.makeUser()).id, key };
}

describe("requestFingerprint", () => {
  it("is the same for the same method, path, query and body, and differs when any of them does", () => {
    expect(requestFingerprint("post", "/api/requests", '{"title":"Roof"}')).toBe(postJob);
    expect(requestFingerprint("POST", "/api/requests", '{"title":"Roofs"}')).not.toBe(postJob);
    expect(requestFingerprint("POST", "/api/requests?x=1", '{"title":"Roof"}')).not.toBe(postJob);
    expect(requestFingerprint("POST", "/api/listings", '{"title":"Roof"}')).not.toBe(postJob);
    expect(requestFingerprint("PUT", "/api/requests", '{"title":"Roof"}')).not.toBe(postJob);
  });
});

describe("claiming an idempotency key", () => {
  it("gives a new key to the request, then replays the answer kept for it", async () => {
    const scope = await scopeOfNewUser();
    expect(await claimIdempotencyKey(t.db, scope, postJob)).toEqual({ kind: "run" });
    await keepAnswer(t.db, scope, created);
    expect(await claimIdempotencyKey(t.db, scope, postJob)).toEqual({ kind: "replay", answer: created });
  });

  it("refuses the key for another request with 422, even after the first finished", async () => {
    const scope = await scopeOfNewUser();
    await claimIdempotencyKey(t.db, scope, postJob);
    const other = requestFingerprint("POST", "/api/requests", '{"title":"Bridge"}');
    expect(await claimIdempotencyKey(t.db, scope, other)).toEqual({ kind: "refused", status: 422, message: IDEMPOTENCY_MESSAGES.otherRequest });
    await keepAnswer(t.db, scope, created);
    expect(await claimIdempotencyKey(t.db, scope, other)).toMatchObject({ kind: "refused", status: 422 });
  });

  it("answers 409 while the first request with the key still runs", async () => {
    const scope = await scopeOfNewUser();
    await claimIdempotencyKey(t.db, scope, postJob);
    expect(await claimIdempotencyKey(t.db, scope, postJob)).toEqual({ kind: "refused", status: 409, message: IDEMPOTENCY_MESSAGES.stillRunning });
  });

  it("keeps keys per account: another account's same key is its own", async () => {
    const mine = await scopeOfNewUser("shared-key");
    const theirs = await scopeOfNewUser("shared-key");
    await claimIdempotencyKey(t.db, mine, postJob);
    await keepAnswer(t.db, mine, created);
    expect(await claimIdempotencyKey(t.db, theirs, postJob)).toEqual({ kind: "run" });
  });

  it("frees a released key, so a retry after a refusal or a failure runs again", async () => {
    const scope = await scopeOfNewUser();
    await claimIdempotencyKey(t.db, scope, postJob);
    await releaseIdempotencyKey(t.db, scope);
    const fixed = requestFingerprint("POST", "/api/requests", '{"title":"Roof, fixed"}');
    expect(await claimIdempotencyKey(t.db, scope, fixed)).toEqual({ kind: "run" });
  });

  it("never releases a key whose answer is kept", async () => {
    const scope = await scopeOfNewUser();
    await claimIdempotencyKey(t.db, scope, postJob);
    await keepAnswer(t.db, scope, created);
    await releaseIdempotencyKey(t.db, scope);
    expect(await claimIdempotencyKey(t.db, scope, postJob)).toMatchObject({ kind: "replay" });
  });

  it("treats a key past its day as new, whatever it was used for", async () => {
    const scope = await scopeOfNewUser();
    const dayAgo = new Date(Date.now() - IDEMPOTENCY_LIMITS.retentionMs - 1000);
    await claimIdempotencyKey(t.db, scope, postJob, dayAgo);
    await keepAnswer(t.db, scope, created);
    const other = requestFingerprint("POST", "/api/listings", "{}");
    expect(await claimIdempotencyKey(t.db, scope, other)).toEqual({ kind: "run" });
    expect(await claimIdempotencyKey(t.db, scope, other)).toMatchObject({ kind: "refused", status: 409 });
  });

  it("lets the same request take over a first one cut off more than five minutes ago, and only the same", async () => {
    const scope = await scopeOfNewUser();
    const now = new Date();
    await claimIdempotencyKey(t.db, scope, postJob, new Date(now.getTime() - IDEMPOTENCY_LIMITS.abandonedAfterMs + 1000));
    expect(await claimIdempotencyKey(t.db, scope, postJob, now)).toMatchObject({ kind: "refused", status: 409 });

    const cutOff = await scopeOfNewUser();
    await claimIdempotencyKey(t.db, cutOff, postJob, new Date(now.getTime() - IDEMPOTENCY_LIMITS.abandonedAfterMs - 1000));
    const other = requestFingerprint("POST", "/api/requests", '{"title":"Bridge"}');
    expect(await claimIdempotencyKey(t.db, cutOff, other, now)).toMatchObject({ kind: "refused", status: 422 });
    expect(await claimIdempotencyKey(t.db, cutOff, postJob, now)).toEqual({ kind: "run" });
  });
});

describe("pruneIdempotencyKeys", () => {
  it("deletes the keys past their day and keeps the others", async () => {
    const old = await scopeOfNewUser("old");
    const fresh = await scopeOfNewUser("fresh");
    const now = new Date();
    await claimIdempotencyKey(t.db, old, postJob, new Date(now.getTime() - 25 * hour));
    await claimIdempotencyKey(t.db, fresh, postJob, new Date(now.getTime() - 23 * hour));
    expect(await pruneIdempotencyKeys(t.db, now)).toBeGreaterThanOrEqual(1);
    const left = async (scope: { userId: string; key: string }) =>
      t.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key)));
    expect(await left(old)).toHaveLength(0);
    expect(await left(fresh)).toHaveLength(1);
  });
});

/**
 * GET /api/events (issue 13): the stream of the session's user or of a bearer token's owner
 * (read scope, rate-limited like any call); every refusal is problem details, a rate limit with
 * Retry-After.
 */
import { rateLimits } from "@skyhire/db";
import { API_TOKEN_LIMITS, API_TOKEN_MESSAGES, AUTH_MESSAGES, LIVE_LIMITS, LIVE_MESSAGES, type ApiTokenScope } from "@skyhire/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROBLEM_CONTENT_TYPE } from "../rest/errors";
import { createApiToken } from "../services/api-tokens";
import { createTestContext, type TestContext } from "../testing";
import { handleLiveEventsRequest } from "./endpoint";
import { createLiveEventHub, type LiveEventHub } from "./hub";

let t: TestContext;
let hub: LiveEventHub;
beforeAll(async () => {
  t = await createTestContext();
  hub = createLiveEventHub(t.db, { wake: "poll", pollMs: 50 });
});
afterAll(async () => {
  await hub.close();
  await t.close();
});

async function tokenFor(scopes: ApiTokenScope[]) {
  const user = await t.makeUser();
  const { token, summary } = await createApiToken(t.db, { actor: user, input: { name: "Live", scopes } });
  return { token, tokenId: summary.id };
}

function events(headers: Record<string, string>) {
  const abort = new AbortController();
  const request = new Request("http://skyhire.test/api/events", { headers, signal: abort.signal });
  return { abort, answer: handleLiveEventsRequest(request, { db: t.db, hub }) };
}

/** What a stream sends up to its first event (`ready` for a stream that opened). */
async function untilFirstEvent(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!/^event: /m.test(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return text;
}

describe("GET /api/events with a bearer token", () => {
  it.each([["read"], ["write"]] as const)("opens the owner's stream for a %s token", async (scope) => {
    const { token } = await tokenFor([scope]);
    const { abort, answer } = events({ authorization: `Bearer ${token}` });
    const response = await answer;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(await untilFirstEvent(response)).toMatch(/^event: ready$/m);
    abort.abort();
  });

  it("refuses an unknown or malformed token with 401 problem details, and no credentials at all", async () => {
    for (const [authorization, message] of [
      ["Bearer skh_0000000000000000000000000000000000000000000", API_TOKEN_MESSAGES.invalid],
      ["Bearer not a token", API_TOKEN_MESSAGES.malformed],
      ["", AUTH_MESSAGES.unauthorized],
    ] as const) {
      const response = await events(authorization ? { authorization } : {}).answer;
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get("content-type")).toBe(PROBLEM_CONTENT_TYPE);
      expect(await response.json()).toMatchObject({ status: 401, detail: message });
    }
  });

  it("answers 429 problem details with the reason past the open streams allowed from one client address (security finding 8)", async () => {
    const opened = [];
    for (let i = 0; i < LIVE_LIMITS.streamsPerAddress; i++) {
      const { token } = await tokenFor(["read"]);
      const stream = events({ authorization: `Bearer ${token}`, "x-forwarded-for": "203.0.113.90" });
      expect((await stream.answer).status).toBe(200);
      opened.push(stream);
    }
    const { token } = await tokenFor(["read"]);
    const refused = await events({ authorization: `Bearer ${token}`, "x-forwarded-for": "203.0.113.90" }).answer;
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toBe(PROBLEM_CONTENT_TYPE);
    expect(await refused.json()).toMatchObject({ status: 429, detail: LIVE_MESSAGES.tooManyFromAddress });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    for (const stream of opened) stream.abort.abort();
  });

  it("counts against the token's rate limit: past it, 429 problem details with Retry-After", async () => {
    const { token, tokenId } = await tokenFor(["read"]);
    await t.db.insert(rateLimits).values({ key: `api-token:${tokenId}`, count: API_TOKEN_LIMITS.rateLimit.limit });
    const response = await events({ authorization: `Bearer ${token}` }).answer;
    expect(response.status).toBe(429);
    expect(response.headers.get("content-type")).toBe(PROBLEM_CONTENT_TYPE);
    expect(await response.json()).toMatchObject({ status: 429, detail: API_TOKEN_MESSAGES.tooManyRequests });
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(API_TOKEN_LIMITS.rateLimit.windowMs / 1000);
  });
});

import { liveEvents } from "@skyhire/db";
import { LIVE_LIMITS, LIVE_MESSAGES, type SessionUser } from "@skyhire/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notify } from "../services/lifecycle/notifications";
import { createTestContext, type TestContext } from "../testing";
import { createLiveEventHub, type LiveEventHub } from "./hub";
import { liveEventStreamResponse } from "./stream";

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

interface Frame {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/** Reads a stream's frames as they come. */
function reader(response: Response) {
  const body = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const frames: Frame[] = [];
  let ended = false;
  void (async () => {
    for (;;) {
      const { done, value } = await body.read();
      if (done) {
        ended = true;
        return;
      }
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) !== -1) {
        const frame: Frame = {};
        for (const line of buffer.slice(0, end).split("\n")) {
          if (line.startsWith(": ")) frame.comment = line.slice(2);
          else {
            const [field, ...rest] = line.split(": ");
            if (field === "id" || field === "event" || field === "data") frame[field] = rest.join(": ");
          }
        }
        frames.push(frame);
        buffer = buffer.slice(end + 2);
      }
    }
  })();
  return { frames, events: () => frames.filter((f) => f.event), hasEnded: () => ended };
}

function open(
  user: SessionUser,
  options: { lastEventId?: string; stillSignedIn?: () => Promise<boolean>; heartbeatMs?: number; address?: string } = {},
) {
  const abort = new AbortController();
  const response = liveEventStreamResponse({
    db: t.db,
    hub,
    userId: user.id,
    address: options.address ?? "192.0.2.1",
    lastEventId: options.lastEventId ?? null,
    signal: abort.signal,
    stillSignedIn: options.stillSignedIn ?? (async () => true),
    heartbeatMs: options.heartbeatMs,
  });
  return { response, abort, ...reader(response) };
}

const notifyOf = (user: SessionUser, title: string) =>
  notify(t.db, { userId: user.id, type: "payment_held", title, body: title });

describe("GET /api/events: a user's live event stream", () => {
  it("is an event stream that compression and proxies leave alone", async () => {
    const user = await t.makeUser();
    const stream = open(user);
    expect(stream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.response.headers.get("cache-control")).toBe("no-cache, no-transform");
    stream.abort.abort();
  });

  it("starts with `ready` at the newest event, then tells of the user's own new notifications only", async () => {
    const user = await t.makeUser();
    const other = await t.makeUser();
    const stream = open(user);
    await expect.poll(() => stream.events().map((f) => f.event)).toEqual(["ready"]);
    await notifyOf(other, "not yours");
    const id = await notifyOf(user, "yours");
    await expect.poll(() => stream.events().map((f) => f.event)).toEqual(["ready", "notification"]);
    const [, frame] = stream.events();
    expect(JSON.parse(frame!.data!)).toEqual({ kind: "notification", refId: id });
    expect(Number(frame!.id)).toBeGreaterThan(Number(stream.events()[0]!.id));
    stream.abort.abort();
  });

  it("replays what a reconnecting client missed after its Last-Event-ID, in order and once", async () => {
    const user = await t.makeUser();
    const first = open(user);
    await expect.poll(() => first.events().length).toBe(1);
    const lastSeen = first.events()[0]!.id!;
    first.abort.abort();
    const missed = [await notifyOf(user, "one"), await notifyOf(user, "two")];

    const again = open(user, { lastEventId: lastSeen });
    await expect.poll(() => again.events().map((f) => JSON.parse(f.data!).refId)).toEqual(missed);
    const later = await notifyOf(user, "three");
    await expect.poll(() => again.events().map((f) => JSON.parse(f.data!).refId)).toEqual([...missed, later]);
    again.abort.abort();
  });

  it("says `resync` when more was missed than a replay holds, and goes on from the newest event", async () => {
    const user = await t.makeUser();
    const first = open(user);
    await expect.poll(() => first.events().length).toBe(1);
    const lastSeen = first.events()[0]!.id!;
    first.abort.abort();
    const rows = Array.from({ length: LIVE_LIMITS.replayMax + 1 }, (_, i) => ({
      userId: user.id,
      kind: "notification" as const,
      refId: `missed-${i}`,
    }));
    await t.db.insert(liveEvents).values(rows);

    const again = open(user, { lastEventId: lastSeen });
    await expect.poll(() => again.events().map((f) => f.event)).toEqual(["resync"]);
    const next = await notifyOf(user, "after the resync");
    await expect.poll(() => again.events().map((f) => f.event)).toEqual(["resync", "notification"]);
    expect(JSON.parse(again.events()[1]!.data!).refId).toBe(next);
    again.abort.abort();
  });

  it("ignores a malformed Last-Event-ID and starts afresh", async () => {
    const user = await t.makeUser();
    const stream = open(user, { lastEventId: "1; drop table users" });
    await expect.poll(() => stream.events().map((f) => f.event)).toEqual(["ready"]);
    stream.abort.abort();
  });

  it("ends with `signed-out` when the session is gone at a heartbeat", async () => {
    const user = await t.makeUser();
    let signedIn = true;
    const stream = open(user, { stillSignedIn: async () => signedIn, heartbeatMs: 30 });
    await expect.poll(() => stream.frames.some((f) => f.comment === "heartbeat")).toBe(true);
    signedIn = false;
    await expect.poll(() => stream.hasEnded()).toBe(true);
    expect(stream.events().at(-1)?.event).toBe("signed-out");
  });

  it("refuses a stream past the cap per client address or per user with 429 and its reason, and takes one again once one closes (security finding 8)", async () => {
    const address = "203.0.113.80";
    const users = await Promise.all(Array.from({ length: LIVE_LIMITS.streamsPerAddress }, () => t.makeUser()));
    const streams = users.map((user) => open(user, { address }));
    const late = await t.makeUser();
    expect(() => open(late, { address })).toThrow(expect.objectContaining({ code: "TOO_MANY_REQUESTS", message: LIVE_MESSAGES.tooManyFromAddress }));
    // Another address is not held back by this one.
    const elsewhere = open(late, { address: "203.0.113.81" });
    elsewhere.abort.abort();
    streams[0]!.abort.abort();
    await expect.poll(() => streams[0]!.hasEnded()).toBe(true);
    const next = open(late, { address });
    next.abort.abort();
    for (const stream of streams) stream.abort.abort();

    const busy = await t.makeUser();
    const tabs = Array.from({ length: LIVE_LIMITS.streamsPerUser }, (_, i) => open(busy, { address: `198.51.100.${i}` }));
    expect(() => open(busy, { address: "198.51.100.200" })).toThrow(expect.objectContaining({ code: "TOO_MANY_REQUESTS", message: LIVE_MESSAGES.tooManyForUser }));
    for (const tab of tabs) tab.abort.abort();
    await expect.poll(() => tabs.every((tab) => tab.hasEnded())).toBe(true);
  });

  it("stops listening when the browser goes away", async () => {
    const user = await t.makeUser();
    const stream = open(user);
    await expect.poll(() => stream.events().length).toBe(1);
    stream.abort.abort();
    await expect.poll(() => stream.hasEnded()).toBe(true);
    await notifyOf(user, "nobody listens");
    await hub.pump();
    expect(stream.events()).toHaveLength(1);
  });
});

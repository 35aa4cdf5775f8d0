import type { SessionUser } from "@skyhire/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callQueryAgain } from "./call-again";
import { createCaller } from "./root";
import { createTestContext, type TestContext } from "./testing";
import type { ObservedCall } from "./trpc";

let t: TestContext;
let customer: SessionUser;

beforeAll(async () => {
  t = await createTestContext();
  customer = await t.makeUser({ role: "customer" });
});
afterAll(() => t.close());

/** A caller acting as `user` whose context tells `calls` of each call it makes. */
function observedCaller(user: SessionUser | null, calls: ObservedCall[]) {
  return createCaller({ ...t.contextFor(user), observeCall: (call) => calls.push(call) });
}

describe("a context's observer (what a kept page records of its render)", () => {
  it("is told each query's path, raw input and answer", async () => {
    await t.makeJob({ customerId: customer.id, title: "Roof survey of the depot" });
    const calls: ObservedCall[] = [];
    const page = await observedCaller(customer, calls).jobs.byCustomer({ userId: customer.id, page: 1, pageSize: 6 });
    expect(calls).toEqual([
      { path: "jobs.byCustomer", type: "query", input: { userId: customer.id, page: 1, pageSize: 6 }, outcome: { ok: true, data: page } },
    ]);
  });

  it("is told the code a refused call ended with, and the caller still gets the error", async () => {
    const calls: ObservedCall[] = [];
    await expect(observedCaller(null, calls).notifications.badges()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(calls).toEqual([{ path: "notifications.badges", type: "query", input: undefined, outcome: { ok: false, code: "UNAUTHORIZED" } }]);
  });

  it("is told of a mutation as a mutation (a render that makes one is not kept)", async () => {
    const calls: ObservedCall[] = [];
    await observedCaller(customer, calls).notifications.markRead({});
    expect(calls.map(({ path, type }) => ({ path, type }))).toEqual([{ path: "notifications.markRead", type: "mutation" }]);
  });
});

describe("callQueryAgain", () => {
  it("gives the same outcome as the observed call while nothing changed, and another once something did", async () => {
    const calls: ObservedCall[] = [];
    await observedCaller(customer, calls).jobs.byCustomer({ userId: customer.id, page: 1, pageSize: 6 });
    const [recorded] = calls;
    if (!recorded) throw new Error("the call was not observed");
    const again = await callQueryAgain(t.contextFor(customer), recorded.path, recorded.input);
    expect(JSON.stringify(again)).toBe(JSON.stringify(recorded.outcome));

    await t.makeJob({ customerId: customer.id, title: "Solar farm mapping" });
    const afterChange = await callQueryAgain(t.contextFor(customer), recorded.path, recorded.input);
    expect(JSON.stringify(afterChange)).not.toBe(JSON.stringify(recorded.outcome));
    expect(JSON.stringify(afterChange)).toContain("Solar farm mapping");
  });

  it("gives a refusal as its code, as another user or signed out", async () => {
    const stranger = await t.makeUser({ role: "customer" });
    const asStranger = await callQueryAgain(t.contextFor(stranger), "jobs.byCustomer", { userId: customer.id, page: 1, pageSize: 6 });
    expect(asStranger).toEqual({ ok: false, code: "FORBIDDEN" });
    expect(await callQueryAgain(t.contextFor(null), "notifications.badges", undefined)).toEqual({ ok: false, code: "UNAUTHORIZED" });
  });

  it("throws for a path that is no query", async () => {
    await expect(callQueryAgain(t.contextFor(customer), "jobs.nothingHere", undefined)).rejects.toThrow();
  });
});

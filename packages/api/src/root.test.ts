import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter, everyProcedure } from "./root";
import { createTestContext, type TestContext } from "./testing";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

describe("the app router", () => {
  it("lists every procedure in the routers' declared order, whichever router a request loaded first", async () => {
    // A first call loads only its router: support before auth, against the declaration.
    await t.callerFor(null).support.request({ subject: "", message: "" }).catch(() => undefined);
    const routerOrder = [...new Set((await everyProcedure()).map(([path]) => path.split(".")[0]))];
    expect(routerOrder.slice(0, 3)).toEqual(["auth", "listings", "jobs"]);
    expect(routerOrder.indexOf("support")).toBeGreaterThan(routerOrder.indexOf("operators"));
    expect(Object.keys(appRouter._def.lazy)).toEqual([]);
  });
});

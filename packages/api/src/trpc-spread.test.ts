/**
 * tRPC spreads its call options and the context at every middleware step. Its compiled helper
 * defined each property one by one (9 % of the server's CPU on a listing read); the patch in
 * patches/@trpc__server@11.22.1.patch makes it a native spread. A call through the middlewares
 * must define no property one by one.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createTestContext, type TestContext } from "./testing";
import { createCallerFactory, publicProcedure, router } from "./trpc";

const echo = router({
  echo: publicProcedure.input(z.object({ word: z.string() })).query(({ input, ctx }) => ({ word: input.word, signedIn: ctx.user !== null })),
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());
afterEach(() => vi.restoreAllMocks());

describe("tRPC's middleware steps", () => {
  it("pass the context and input along without defining properties one by one", async () => {
    const caller = createCallerFactory(echo)({ db: t.db, user: null, headers: new Headers() });
    await caller.echo({ word: "warm" });
    const defineProperty = vi.spyOn(Object, "defineProperty");
    await expect(caller.echo({ word: "roof" })).resolves.toEqual({ word: "roof", signedIn: false });
    expect(defineProperty).not.toHaveBeenCalled();
  });
});

import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { Database } from "@skyhire/db";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { appRouter } from "./root";
import { createTestContext, failureOf, type TestContext } from "./testing";
import { NUL_MESSAGE } from "./trpc";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

describe("text with a NUL character", () => {
  it("is refused with a 400 by every procedure, before any query", async () => {
    const anonymous = t.callerFor(null);
    expect(await failureOf(anonymous.reviews.list({ operatorId: "\u0000", page: 1, pageSize: 5 }))).toEqual({
      code: "BAD_REQUEST",
      message: NUL_MESSAGE,
    });
    expect(await failureOf(anonymous.listings.list({ q: "roof\u0000" }))).toEqual({ code: "BAD_REQUEST", message: NUL_MESSAGE });
    const customer = t.callerFor(await t.makeUser());
    expect(
      await failureOf(
        customer.jobs.create({
          title: "Roof",
          description: "Nested \u0000 text",
          category: "inspection",
          location: "Sydney",
          requirements: [],
        }),
      ),
    ).toEqual({ code: "BAD_REQUEST", message: NUL_MESSAGE });
  });
});

describe("an unexpected failure over HTTP", () => {
  it("answers a reference, never the query, its parameters or a stack", async () => {
    const failingDb = new Proxy({} as Database, {
      get: () => () => {
        throw new Error('Failed query: select "secret_column" from "users" params: hunter2');
      },
    });
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await fetchRequestHandler({
      endpoint: "/api/trpc",
      req: new Request("http://localhost/api/trpc/listings.byId?input=" + encodeURIComponent(JSON.stringify({ json: { id: "x" } }))),
      router: appRouter,
      createContext: () => ({ db: failingDb, user: null, headers: new Headers() }),
    });
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(text).toMatch(/Something went wrong\. Please try again\. \(reference [0-9a-f]{8}\)/);
    expect(text).not.toMatch(/secret_column|hunter2|Failed query|at /);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

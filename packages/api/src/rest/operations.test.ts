import { describe, expect, it } from "vitest";
import { allProcedures, inputFor, isPublicRead, matchOperation, OPERATIONS } from "./operations";

describe("REST operations declared on the procedures", () => {
  it("gives every procedure a REST operation unless it says which screen it serves instead", () => {
    const undeclared = allProcedures()
      .filter(({ meta }) => !meta.rest && !meta.internal)
      .map(({ path }) => path);
    expect(undeclared).toEqual([]);
    const both = allProcedures()
      .filter(({ meta }) => meta.rest && meta.internal)
      .map(({ path }) => path);
    expect(both).toEqual([]);
  });

  it("gives every procedure open to anyone an operation or a screen", () => {
    const open = allProcedures().filter(({ meta }) => meta.access === "anyone");
    expect(open.length).toBeGreaterThan(0);
    expect(open.filter(({ meta }) => !meta.rest && !meta.internal).map(({ path }) => path)).toEqual([]);
  });

  it("documents the success body of every operation", () => {
    const undescribed = OPERATIONS.filter((operation) => operation.output === undefined)
      .map((operation) => `${operation.method} ${operation.path}`)
      .sort();
    expect(undescribed).toEqual([]);
  });

  it("declares each method and path once", () => {
    const names = OPERATIONS.map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it("prefers a literal segment over a {name} one, whatever the routers' order", () => {
    const match = matchOperation("GET", "/api/operators/profile");
    expect(match.kind === "found" && match.operation.procedure).toBe("profiles.operator.get");
    const page = matchOperation("GET", "/api/operators/op-1");
    expect(page).toMatchObject({ kind: "found", params: { id: "op-1" } });
    expect(page.kind === "found" && page.operation.procedure).toBe("operators.byId");
  });

  it("tells a known path with another method apart, listing the methods it serves", () => {
    expect(matchOperation("DELETE", "/api/listings")).toEqual({ kind: "wrong-method", allowed: ["GET", "POST"] });
    expect(matchOperation("GET", "/api/nothing-here")).toEqual({ kind: "unknown-path" });
  });

  it("marks exactly the anonymous catalogue reads as public reads", () => {
    expect(OPERATIONS.filter((operation) => operation.publicRead).map((operation) => operation.path).sort()).toEqual([
      "/api/listings",
      "/api/listings/{id}",
      "/api/listings/{id}/reviews",
      "/api/operators/{id}",
      "/api/operators/{operatorId}/reviews",
    ]);
    expect(isPublicRead("GET", "/api/operators/op-1/reviews")).toBe(true);
    expect(isPublicRead("GET", "/api/operators/profile")).toBe(false);
    expect(isPublicRead("POST", "/api/listings")).toBe(false);
  });

  it("fills the input from the query (empty values absent) or the body, the path's values winning", () => {
    const list = matchOperation("GET", "/api/operators/op-1/reviews");
    if (list.kind !== "found") throw new Error("no operation");
    const query = new URLSearchParams("page=2&pageSize=&operatorId=other");
    expect(inputFor(list.operation, { params: list.params, query, body: undefined })).toEqual({
      page: "2",
      operatorId: "op-1",
    });
    const update = matchOperation("PUT", "/api/proposals/p-1");
    if (update.kind !== "found") throw new Error("no operation");
    expect(
      inputFor(update.operation, { params: update.params, query: new URLSearchParams(), body: { id: "p-2", quote: "10" } }),
    ).toEqual({ id: "p-1", quote: "10" });
  });
});

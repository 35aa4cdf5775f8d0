import { describe, expect, it } from "vitest";
import { myProposalsHref, pageParam, statusParam } from "./params";

describe("my proposals URL", () => {
  it("reads a known status and ignores anything else", () => {
    expect(statusParam("hired")).toBe("hired");
    expect(statusParam(["completed", "pending"])).toBe("completed");
    expect(statusParam("withdrawn")).toBeUndefined();
    expect(statusParam("")).toBeUndefined();
    expect(statusParam(undefined)).toBeUndefined();
  });

  it("reads a page from 1, falling back to 1", () => {
    expect(pageParam("3")).toBe(3);
    expect(pageParam("0")).toBe(1);
    expect(pageParam("-2")).toBe(1);
    expect(pageParam("2.5")).toBe(1);
    expect(pageParam("abc")).toBe(1);
    expect(pageParam("99999999999")).toBe(1);
    expect(pageParam(undefined)).toBe(1);
  });

  it("leaves defaults out of the link", () => {
    expect(myProposalsHref(undefined)).toBe("/dashboard/operator/proposals");
    expect(myProposalsHref(undefined, 1)).toBe("/dashboard/operator/proposals");
    expect(myProposalsHref("pending", 2)).toBe("/dashboard/operator/proposals?status=pending&page=2");
    expect(myProposalsHref(undefined, 4)).toBe("/dashboard/operator/proposals?page=4");
  });
});

import { TRPCError } from "@trpc/server";
import { describe, expect, it, vi } from "vitest";
import { jobReadFailure } from "./job-read";

describe("jobReadFailure", () => {
  it("answers a customer the same for an unknown job and someone else's (both not found)", () => {
    const missing = jobReadFailure(new TRPCError({ code: "NOT_FOUND" }), "customer", "");
    const foreign = jobReadFailure(new TRPCError({ code: "FORBIDDEN" }), "customer", "");
    expect(missing).toBe("not-found");
    expect(foreign).toBe(missing);
  });

  it("tells an operator a job closed to them apart from an unknown one", () => {
    expect(jobReadFailure(new TRPCError({ code: "FORBIDDEN" }), "operator", "")).toBe("forbidden");
    expect(jobReadFailure(new TRPCError({ code: "NOT_FOUND" }), "operator", "")).toBe("not-found");
    expect(jobReadFailure(new TRPCError({ code: "BAD_REQUEST" }), "operator", "")).toBe("not-found");
  });

  it("reports any other failure as a fault", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(jobReadFailure(new Error("boom"), "customer", "failed")).toBe("error");
    expect(log).toHaveBeenCalledWith("failed", expect.any(Error));
    log.mockRestore();
  });
});

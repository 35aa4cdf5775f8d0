import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { serverFieldErrors, serverMessage } from "./server-errors";

function trpcError(message: string, data: unknown) {
  return TRPCClientError.from({ error: { message, code: -32600, data } });
}

describe("serverFieldErrors", () => {
  it("takes the first message of each field of a refused input", () => {
    const error = trpcError("Title is required", {
      code: "BAD_REQUEST",
      httpStatus: 400,
      zodError: {
        formErrors: [],
        fieldErrors: { title: ["Title is required", "other"], location: ["Location is required"] },
      },
    });
    expect(serverFieldErrors(error)).toEqual({ title: "Title is required", location: "Location is required" });
    expect(serverMessage(error)).toBe("Title is required");
  });

  it("is empty for errors without field messages", () => {
    expect(serverFieldErrors(trpcError("Forbidden", { code: "FORBIDDEN", httpStatus: 403, zodError: null }))).toEqual({});
    expect(serverFieldErrors(new Error("boom"))).toEqual({});
    expect(serverFieldErrors("boom")).toEqual({});
    expect(serverMessage("boom")).toBe("");
  });
});

import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { formLevelMessage, placeServerFieldErrors, serverFieldErrors, serverMessage } from "./server-errors";

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

describe("placeServerFieldErrors", () => {
  const refusal = trpcError("Title is required", {
    code: "BAD_REQUEST",
    httpStatus: 400,
    zodError: { formErrors: [], fieldErrors: { title: ["Title is required"], listingId: ["Unknown listing"] } },
  });
  type Values = { title: string; budget: string };

  function fakeForm() {
    const set: [string, string, boolean | undefined][] = [];
    return {
      set,
      form: {
        setError: (name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
          set.push([name, error.message ?? "", options?.shouldFocus]);
        },
      },
    };
  }

  it("puts each message under the form's own field and hands back the others", () => {
    const { set, form } = fakeForm();
    const placed = placeServerFieldErrors<Values>(form, ["title", "budget"], refusal, { focus: true });
    expect(set).toEqual([["title", "Title is required", true]]);
    expect(placed).toEqual({ found: 2, unplaced: ["Unknown listing"] });
    expect(formLevelMessage(placed, refusal)).toBe("Unknown listing");
  });

  it("leaves nothing above the form when every message found its field", () => {
    const { set, form } = fakeForm();
    const placed = placeServerFieldErrors<Values>(form, ["title"], trpcError("Title is required", {
      code: "BAD_REQUEST",
      httpStatus: 400,
      zodError: { formErrors: [], fieldErrors: { title: ["Title is required"] } },
    }));
    expect(set).toEqual([["title", "Title is required", false]]);
    expect(formLevelMessage(placed, refusal)).toBeNull();
  });

  it("without field messages: the server's message above the form, else a generic one", () => {
    const { set, form } = fakeForm();
    const forbidden = trpcError("Only customers can post jobs", { code: "FORBIDDEN", httpStatus: 403, zodError: null });
    const placed = placeServerFieldErrors<Values>(form, ["title"], forbidden);
    expect(set).toEqual([]);
    expect(formLevelMessage(placed, forbidden)).toBe("Only customers can post jobs");
    expect(formLevelMessage(placeServerFieldErrors<Values>(form, ["title"], "boom"), "boom")).toBe("Please try again.");
  });
});

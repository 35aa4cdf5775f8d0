import { describe, expect, it } from "vitest";
import { invalidEnvironment, presentValues } from "./environment";

describe("which environment variables count as set", () => {
  it("reads an empty or blank value as unset, and an absent one too", () => {
    expect(presentValues({ EMPTY: "", BLANK: "   ", TABS: "\t\n", ABSENT: undefined })).toEqual({});
  });

  it("keeps a set value, without the spaces around it", () => {
    expect(presentValues({ DATABASE_URL: "  postgres://db/skyhire \n", PORT: "3000" })).toEqual({
      DATABASE_URL: "postgres://db/skyhire",
      PORT: "3000",
    });
  });

  it("keeps the set values beside the blank ones, under their own names", () => {
    expect(presentValues({ A: "", B: " b ", C: undefined, D: "0" })).toEqual({ B: "b", D: "0" });
  });

  it("leaves the environment it was given as it was", () => {
    const source = { BLANK: " ", SET: " x " };
    const present = presentValues(source);
    expect(present).not.toBe(source);
    expect(source).toEqual({ BLANK: " ", SET: " x " });
  });
});

describe("the error a malformed environment stops the process with", () => {
  function messageOf(run: () => never): string {
    try {
      run();
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    throw new Error("expected invalidEnvironment to throw");
  }

  it("names the variable and says what is wrong with it", () => {
    expect(messageOf(() => invalidEnvironment([{ message: "Required", path: ["DATABASE_URL"] }]))).toBe(
      "Invalid environment: DATABASE_URL: Required",
    );
  });

  it("names every malformed variable, one after the other, separated by semicolons", () => {
    const message = messageOf(() =>
      invalidEnvironment([
        { message: "Required", path: ["AUTH_SECRET"] },
        { message: "Invalid URL", path: ["APP_URL"] },
      ]),
    );
    expect(message).toBe("Invalid environment: AUTH_SECRET: Required; APP_URL: Invalid URL");
  });

  it("joins a nested name with dots, whether its parts are keys, numbers or path segments", () => {
    expect(messageOf(() => invalidEnvironment([{ message: "Too short", path: [{ key: "SMTP" }, "PASSWORD"] }]))).toBe(
      "Invalid environment: SMTP.PASSWORD: Too short",
    );
    expect(messageOf(() => invalidEnvironment([{ message: "Not a number", path: ["PORTS", 1] }]))).toBe(
      "Invalid environment: PORTS.1: Not a number",
    );
  });

  it("gives the bare reason when the issue names no variable", () => {
    expect(messageOf(() => invalidEnvironment([{ message: "Set either A or B" }]))).toBe("Invalid environment: Set either A or B");
    expect(messageOf(() => invalidEnvironment([{ message: "Set either A or B", path: [] }]))).toBe(
      "Invalid environment: Set either A or B",
    );
  });

  it("throws an Error, so the process stops at start", () => {
    expect(() => invalidEnvironment([{ message: "Required", path: ["X"] }])).toThrow(Error);
  });
});

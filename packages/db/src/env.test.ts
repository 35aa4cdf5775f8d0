import { describe, expect, it } from "vitest";
import { DEFAULT_POOL_SIZE, dbVariables } from "./env";

describe("the app's pool size", () => {
  it("is five connections unless DATABASE_POOL_SIZE says otherwise", () => {
    expect(DEFAULT_POOL_SIZE).toBe(5);
    expect(dbVariables({}).DATABASE_POOL_SIZE).toBe(5);
    expect(dbVariables({ DATABASE_POOL_SIZE: "12" }).DATABASE_POOL_SIZE).toBe(12);
  });

  it("refuses a size that is not a whole number of connections", () => {
    for (const size of ["0", "-3", "2.5", "many"]) {
      expect(() => dbVariables({ DATABASE_POOL_SIZE: size }), size).toThrow();
    }
  });
});

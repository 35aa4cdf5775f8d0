import { describe, expect, it } from "vitest";
import { paymentsEnv } from "./env";

describe("payments environment", () => {
  it("needs nothing: no Stripe and a 10 % platform fee", () => {
    expect(paymentsEnv({})).toEqual({ PLATFORM_FEE_PERCENT: 10 });
  });

  it("treats an empty variable as unset", () => {
    expect(
      paymentsEnv({ STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "", STRIPE_API_BASE: "", PLATFORM_FEE_PERCENT: "" }),
    ).toEqual({ PLATFORM_FEE_PERCENT: 10 });
  });

  it("reads the Stripe keys, the API base and the fee as a number", () => {
    expect(
      paymentsEnv({
        STRIPE_SECRET_KEY: "sk_test_1",
        STRIPE_WEBHOOK_SECRET: "whsec_1",
        STRIPE_API_BASE: "http://127.0.0.1:12111",
        PLATFORM_FEE_PERCENT: "12.5",
      }),
    ).toEqual({
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
      PLATFORM_FEE_PERCENT: 12.5,
    });
  });

  it("takes a fee from 0 to 100 % and refuses one outside", () => {
    expect(paymentsEnv({ PLATFORM_FEE_PERCENT: "0" }).PLATFORM_FEE_PERCENT).toBe(0);
    expect(paymentsEnv({ PLATFORM_FEE_PERCENT: "100" }).PLATFORM_FEE_PERCENT).toBe(100);
    expect(() => paymentsEnv({ PLATFORM_FEE_PERCENT: "-1" })).toThrow();
    expect(() => paymentsEnv({ PLATFORM_FEE_PERCENT: "101" })).toThrow();
    expect(() => paymentsEnv({ STRIPE_API_BASE: "not a url" })).toThrow();
  });
});

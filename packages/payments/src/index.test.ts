import { describe, expect, it } from "vitest";
import { createPaymentGateway } from "./index";

describe("createPaymentGateway", () => {
  it("uses Stripe when a secret key is set and the offline gateway otherwise", () => {
    expect(createPaymentGateway({ PLATFORM_FEE_PERCENT: 10 }).kind).toBe("offline");
    const stripe = createPaymentGateway({
      PLATFORM_FEE_PERCENT: 10,
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    });
    expect(stripe.kind).toBe("stripe");
  });
});

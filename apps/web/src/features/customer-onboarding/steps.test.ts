import { describe, expect, it } from "vitest";
import { afterSignUpUrl, signUpUrl } from "./steps";

describe("sign-up links", () => {
  it("lead to /signup, passing on where to come back to", () => {
    expect(signUpUrl()).toBe("/signup");
    expect(signUpUrl("/jobs/abc")).toBe("/signup?returnTo=%2Fjobs%2Fabc");
  });

  it("end on the customer onboarding's step 2, then at returnTo when given", () => {
    expect(afterSignUpUrl(null)).toBe("/onboarding/customer?step=2");
    expect(afterSignUpUrl("/jobs/abc")).toBe("/onboarding/customer?step=2&returnTo=%2Fjobs%2Fabc");
  });
});

import { describe, expect, it } from "vitest";
import { addCardUrl, afterSignUpUrl, isCardDetour, signUpUrl } from "./steps";

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

describe("adding a card on the way to paying", () => {
  it("opens step 2 alone, marked as a detour back to the job", () => {
    expect(addCardUrl("/jobs/abc")).toBe("/onboarding/customer?step=2&returnTo=%2Fjobs%2Fabc&card=1");
    expect(isCardDetour(2, "/jobs/abc", "1")).toBe(true);
  });

  it("leaves the onboarding as it is otherwise: after sign-up, or at another step", () => {
    expect(isCardDetour(2, "/listings", null)).toBe(false);
    expect(isCardDetour(2, null, "1")).toBe(false);
    expect(isCardDetour(3, "/jobs/abc", "1")).toBe(false);
  });
});

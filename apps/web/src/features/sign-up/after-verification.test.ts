import { describe, expect, it } from "vitest";
import { afterVerification } from "./after-verification";

describe("after the e-mail verification link", () => {
  it("leads a customer to their dashboard, never into the operator's onboarding", () => {
    expect(afterVerification("customer").href).toBe("/dashboard/customer");
  });

  it("leads an operator back to their onboarding, an admin to the admin area, a visitor home", () => {
    expect(afterVerification("operator")).toEqual({ href: "/onboarding/operator?step=2", label: "Continue" });
    expect(afterVerification("admin").href).toBe("/admin");
    expect(afterVerification(null)).toEqual({ href: "/", label: "Go to Home" });
  });
});

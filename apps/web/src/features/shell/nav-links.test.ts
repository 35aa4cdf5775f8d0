import { describe, expect, it } from "vitest";
import { dashboardHref } from "./nav-links";

describe("dashboardHref", () => {
  it("sends each role to its own dashboard: an admin to /admin, not the operator profile prompt", () => {
    expect(dashboardHref("customer")).toBe("/dashboard/customer");
    expect(dashboardHref("operator")).toBe("/dashboard/operator");
    expect(dashboardHref("admin")).toBe("/admin");
  });
});

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The two widths every page is checked at: a laptop and a phone. */
export const AXE_WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

/** axe-core's violations of any impact on the page as it is now, one line each with where they are. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "?"}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

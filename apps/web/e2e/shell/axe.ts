import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The two widths every page is checked at: a laptop and a phone. */
export const AXE_WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

/** Frames of another origin than the page's (about:blank and srcdoc frames share the page's). */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .some((frame) => frame !== page.mainFrame() && frame.url().startsWith("http") && new URL(frame.url()).origin !== origin);
}

/**
 * axe-core's violations of any impact on the page as it is now, one line each with where they are.
 *
 * By default the builder runs axe in each frame and then opens a blank page to merge the frames'
 * results, which is what makes it reach cross-origin frames. A page with none gets the same rules and
 * the same result from a single `axe.run` in the page (the builder's legacy mode), in under half the
 * time: the sweeps check about 160 pages. A page with a cross-origin frame keeps the default.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(!hasCrossOriginFrame(page)).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "?"}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

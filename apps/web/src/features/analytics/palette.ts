/**
 * The one colour scheme of every chart (docs/product.md#operator-analytics): Okabe & Ito's
 * colour-blind-safe palette, its yellow left out because it does not read on a light background.
 * Series take the colours in this order; each also has its own line dash or bar pattern order, and
 * every chart has its table, so no figure is told by colour alone.
 */
export const CHART_COLOURS = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#000000"] as const;

/** Line dashes in the same order as the colours (solid first). */
export const CHART_DASHES = ["", "6 3", "2 3", "8 3 2 3"] as const;

export function chartColour(index: number): string {
  return CHART_COLOURS[index % CHART_COLOURS.length] ?? CHART_COLOURS[0];
}

export function chartDash(index: number): string {
  return CHART_DASHES[index % CHART_DASHES.length] ?? "";
}

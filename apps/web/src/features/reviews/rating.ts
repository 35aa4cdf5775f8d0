/** An operator's rating as every public screen shows it (listing cards and page, operator page, proposal cards). */

/** What an operator's rating reads before their first review (the stored rating is then 0.00). */
export const NO_RATING_YET = "New";

function ratingValue(rating: string | number | null | undefined): number {
  const value = Number(rating ?? 0);
  return Number.isFinite(value) ? value : 0;
}

/** A stored rating ("4.80", numeric 3,2) as one decimal: "4.8"; "New" before any review, never "0.0". */
export function ratingText(rating: string | number | null | undefined): string {
  const value = ratingValue(rating);
  return value > 0 ? value.toFixed(1) : NO_RATING_YET;
}

/** The same out of 5: "4.8/5"; "New" before any review, never "0.0/5". */
export function ratingOutOfFive(rating: string | number | null | undefined): string {
  const value = ratingValue(rating);
  return value > 0 ? `${value.toFixed(1)}/5` : NO_RATING_YET;
}

/** Completed projects per page on the reviews screen; latest reviews shown on a listing. */
export const REVIEW_PROJECTS_PAGE_SIZE = 12;
export const LISTING_REVIEWS_SHOWN = 5;

/** Star labels for the 1–5 rating input. */
export const RATING_LABELS = ["Poor", "Fair", "Good", "Very good", "Excellent"] as const;

/** A rating or an average with one decimal ("4.7"); no reviews yet reads as "—". */
export function averageText(average: number | string | null | undefined, count?: number): string {
  const value = Number(average ?? 0);
  if (count === 0 || !Number.isFinite(value) || value <= 0) return "—";
  return value.toFixed(1);
}

/** Whole stars to light for a rating or an average (4.5 and up lights five). */
export function litStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating)));
}

export function reviewCountText(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "review" : "reviews"}`;
}

/**
 * Beside the rating under a listing's title: its operator's reviews counted ("(2 reviews)"), none
 * before the first (the rating then reads "New"). Counted from the reviews themselves, never from the
 * jobs completed: a job done and not reviewed yet made "New (1 review)" beside "0 reviews".
 */
export function listingReviewNote(reviewCount: number | null): string | null {
  return reviewCount !== null && reviewCount > 0 ? `(${reviewCountText(reviewCount)})` : null;
}

import { reviews } from "@skyhire/db";
import { isNull } from "drizzle-orm";

/**
 * A review the public sees and counts: not hidden by an admin (docs/product.md#reports). Every public
 * read of reviews — the lists, the star counts and the operator's rating — goes through it.
 */
export const shownReview = isNull(reviews.hiddenAt);

import { possessive } from "@skyhire/validators";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@skyhire/ui";
import { ServerDate } from "~/features/messages/server-date";
import { LazyReportDialog } from "~/features/reports/lazy-report-dialog";
import { averageText, reviewCountText } from "./format";
import { Stars } from "./stars";
import type { OperatorReviewsPage } from "./types";

interface ListingReviewsProps {
  reviews: OperatorReviewsPage | null;
  /** The operator's company: the reviews are of their work on any job. */
  operatorName: string;
  /** On a listing page, say that the reviews are not only of this service. */
  onListing?: boolean;
  /** A signed-in viewer gets a Report button on each review (docs/product.md#reports). */
  reportable?: boolean;
}

/**
 * The operator's latest reviews (on a listing or the operator's page): the average, then stars,
 * comment, date and job of each. They are the operator's reviews across all their jobs.
 */
export function ListingReviews({ reviews, operatorName, onListing = false, reportable = false }: ListingReviewsProps) {
  return (
    <Card data-testid="listing-reviews">
      <CardHeader className="gap-2">
        <CardTitle as="h2">Reviews of {operatorName}</CardTitle>
        <CardDescription data-testid="reviews-scope">
          {onListing
            ? `What customers said about ${possessive(operatorName)} work on all their jobs, not only this service.`
            : `What customers said about ${possessive(operatorName)} work on all their jobs.`}
        </CardDescription>
        {reviews && reviews.total > 0 ? (
          <div className="flex flex-wrap items-center gap-2" data-testid="reviews-average">
            <span className="text-2xl font-bold" data-testid="reviews-average-value">
              {averageText(reviews.averageRating, reviews.total)}
            </span>
            <Stars rating={reviews.averageRating} />
            <span className="text-sm text-muted-foreground" data-testid="reviews-total">
              {reviewCountText(reviews.total)}
            </span>
          </div>
        ) : (
          <CardDescription>
            {reviews ? "No reviews yet." : "Reviews could not be loaded right now."}
          </CardDescription>
        )}
      </CardHeader>
      {reviews && reviews.items.length > 0 ? (
        <CardContent>
          <ul className="flex flex-col divide-y">
            {reviews.items.map((review) => (
              <li key={review.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0" data-testid="listing-review">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Stars rating={review.rating} testId="listing-review-stars" />
                  <div className="flex items-center gap-2">
                    <ServerDate value={review.createdAt} className="text-xs text-muted-foreground" />
                    {reportable ? (
                      <LazyReportDialog targetType="review" targetId={review.id} name={`review by ${review.customerName}`} />
                    ) : null}
                  </div>
                </div>
                {review.comment ? (
                  <p className="text-sm break-words whitespace-pre-wrap" data-testid="listing-review-comment">
                    {review.comment}
                  </p>
                ) : null}
                <p className="text-xs break-words text-muted-foreground">
                  {review.customerName} · {review.jobTitle}
                </p>
              </li>
            ))}
          </ul>
        </CardContent>
      ) : null}
    </Card>
  );
}

import { Badge, Card, CardContent, CardHeader, CardTitle, PlainAvatar } from "@skyhire/ui";
import { BadgeCheck } from "lucide-react";
import Link from "next/link";
import { reviewCountText } from "~/features/reviews/format";
import { ratingOutOfFive } from "~/features/reviews/rating";
import type { ListingDetail } from "../_lib/find-listing";

/**
 * The operator behind the listing: company, bio, rating out of 5 (recomputed from their reviews)
 * with the number of reviews, jobs, member since, qualifications.
 */
export function OperatorCard({ listing, reviewCount = null }: { listing: ListingDetail; reviewCount?: number | null }) {
  const { operator, user } = listing;
  return (
    <Card data-testid="operator-card">
      <CardHeader>
        <CardTitle as="h2">About the operator</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <PlainAvatar
            className="size-12"
            imageUrl={user.profileImageUrl}
            firstName={user.firstName}
            lastName={user.lastName}
          />
          <div className="min-w-0">
            <Link
              href={`/operators/${operator.userId}`}
              className="font-semibold break-words underline-offset-2 hover:underline"
              data-testid="operator-company"
            >
              {operator.companyName}
            </Link>
            {operator.isVerified ? (
              <p className="flex items-center gap-1 text-xs text-green-700">
                <BadgeCheck className="size-3.5" aria-hidden="true" />
                Verified operator
              </p>
            ) : null}
          </div>
        </div>
        <p className="text-sm break-words text-muted-foreground" data-testid="operator-bio">
          {operator.bio}
        </p>
        <dl className="grid grid-cols-3 gap-2 text-center">
          <Figure
            label="Rating"
            value={ratingOutOfFive(operator.rating)}
            testId="operator-rating"
            note={reviewCount === null ? undefined : reviewCountText(reviewCount)}
          />
          <Figure
            label={operator.completedJobs === 1 ? "Job completed" : "Jobs completed"}
            value={operator.completedJobs.toLocaleString("en-US")}
            testId="operator-jobs"
          />
          <Figure
            label="Member since"
            value={String(operator.createdAt.getUTCFullYear())}
            testId="operator-since"
          />
        </dl>
        <div>
          <p className="mb-2 text-sm font-medium">Qualifications</p>
          {operator.qualifications.length === 0 ? (
            <p className="text-sm text-muted-foreground">No qualifications listed.</p>
          ) : (
            <ul className="flex flex-wrap gap-2" data-testid="operator-qualifications">
              {operator.qualifications.map((qualification) => (
                <li key={qualification}>
                  <Badge variant="outline" className="whitespace-normal">
                    {qualification}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function Figure({ label, value, testId, note }: { label: string; value: string; testId: string; note?: string }) {
  return (
    <div className="rounded-lg bg-muted/60 px-2 py-3" data-testid={testId}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
      {note ? (
        <dd className="text-xs text-muted-foreground" data-testid={`${testId}-note`}>
          {note}
        </dd>
      ) : null}
    </div>
  );
}

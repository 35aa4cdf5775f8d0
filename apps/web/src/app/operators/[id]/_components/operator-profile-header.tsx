import { Badge, Card, CardContent, PlainAvatar } from "@skyhire/ui";
import { BadgeCheck, ExternalLink, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { ratingOutOfFive } from "~/features/reviews/rating";
import type { PublicOperatorPage } from "../_lib/find-operator";

/** Company, badge, base and radius, bio, figures and qualifications at the top of the page; `contact`, the ways to reach them. */
export function OperatorProfileHeader({
  operator,
  action,
  contact,
}: {
  operator: PublicOperatorPage;
  action?: ReactNode;
  contact?: ReactNode;
}) {
  return (
    <Card data-testid="operator-profile">
      <CardContent className="flex flex-col gap-4 p-6">
        <div className="flex flex-wrap items-start gap-4">
          <PlainAvatar className="size-16" imageUrl={operator.logoUrl ?? operator.profileImageUrl} firstName={operator.companyName} lastName="" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h1 className="text-2xl font-bold tracking-tight break-words" data-testid="operator-page-company">
              {operator.companyName}
            </h1>
            {/* No wrap: on a phone the pin stays beside its place instead of on a line of its own. */}
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0" data-testid="operator-page-place">
                {operator.location ?? "Location not specified"}
                {operator.serviceRadiusKm ? ` · works within ${operator.serviceRadiusKm.toLocaleString("en-US")} km` : ""}
              </span>
            </p>
            {operator.isVerified ? (
              <Badge variant="green" className="self-start">
                <BadgeCheck aria-hidden="true" />
                Verified operator
              </Badge>
            ) : null}
          </div>
          {operator.website ? (
            <a href={operator.website} rel="noopener nofollow ugc" target="_blank" className="flex items-center gap-1 text-sm underline-offset-2 hover:underline">
              Website
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          ) : null}
          {action}
        </div>
        {contact}
        <p className="text-sm break-words whitespace-pre-wrap">{operator.bio}</p>
        <dl className="grid grid-cols-2 gap-3 text-center sm:grid-cols-5">
          <Figure label="Rating" value={ratingOutOfFive(operator.rating)} />
          <Figure label={operator.completedJobs === 1 ? "Job completed" : "Jobs completed"} value={operator.completedJobs.toLocaleString("en-US")} />
          <Figure label={operator.listingCount === 1 ? "Service" : "Services"} value={operator.listingCount.toLocaleString("en-US")} />
          <Figure label="Member since" value={String(operator.memberSince.getUTCFullYear())} />
          <Figure label={operator.disputesLost === 1 ? "Dispute lost" : "Disputes lost"} value={operator.disputesLost.toLocaleString("en-US")} />
        </dl>
        {operator.qualifications.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Qualifications" data-testid="operator-page-qualifications">
            {operator.qualifications.map((qualification) => (
              <li key={qualification}>
                <Badge variant="outline" className="whitespace-normal">
                  {qualification}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-muted/50 p-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}

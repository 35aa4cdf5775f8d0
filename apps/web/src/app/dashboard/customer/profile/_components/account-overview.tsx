import { Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import { format } from "date-fns";

interface AccountOverviewProps {
  email: string;
  /** When the customer profile was created; null before it exists. */
  memberSince: Date | null;
  /** All of the customer's job requests; undefined while unknown. */
  jobRequestCount: number | undefined;
}

/** Email, member since and job request count (docs/product.md#customer-profile). */
export function AccountOverview({ email, memberSince, jobRequestCount }: AccountOverviewProps) {
  return (
    <Card data-testid="account-overview">
      <CardHeader>
        <CardTitle>Account Overview</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-3 text-sm">
          <div className="flex flex-col gap-0.5">
            <dt className="text-muted-foreground">Email</dt>
            <dd className="font-medium break-all" data-testid="account-email">
              {email}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-muted-foreground">Member since</dt>
            <dd className="font-medium" data-testid="member-since" suppressHydrationWarning>
              {memberSince ? format(memberSince, "MMMM d, yyyy") : "Not set up yet"}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-muted-foreground">Job requests</dt>
            <dd className="font-medium" data-testid="job-request-count">
              {jobRequestCount === undefined ? "—" : jobRequestCount.toLocaleString("en-US")}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

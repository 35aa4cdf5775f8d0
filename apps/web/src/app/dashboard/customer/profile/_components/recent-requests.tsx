import { Card, CardContent, CardHeader, CardTitle, buttonVariants } from "@skyhire/ui";
import { MapPin } from "lucide-react";
import Link from "next/link";
import { postedOn } from "~/features/customer-jobs/job-format";
import { ProfileStatusBadge } from "./status-badge";

interface RecentRequest {
  id: string;
  title: string;
  location: string;
  status: string;
  createdAt: Date;
}

/** The three most recent job requests, or a way to post the first one (docs/product.md#customer-profile). */
export function RecentRequests({ requests, failed }: { requests: RecentRequest[] | undefined; failed: boolean }) {
  return (
    <Card data-testid="profile-recent-requests">
      <CardHeader>
        <CardTitle>Recent Job Requests</CardTitle>
      </CardHeader>
      <CardContent>
        {failed ? (
          <p className="text-sm text-muted-foreground">Your job requests could not be loaded right now.</p>
        ) : requests === undefined ? (
          <div aria-busy="true" className="h-24 animate-pulse rounded-md bg-muted" />
        ) : requests.length === 0 ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-muted-foreground">You haven&apos;t posted any job requests yet.</p>
            <Link href="/post-job" className={buttonVariants({ variant: "outline" })}>
              Post your first job
            </Link>
          </div>
        ) : (
          <ul className="divide-y">
            {requests.map((request) => (
              <li key={request.id} data-testid="profile-request" className="flex items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words">{request.title}</p>
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                    <span className="flex min-w-0 items-center gap-1">
                      <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                      <span className="truncate">{request.location}</span>
                    </span>
                    <span suppressHydrationWarning>{postedOn(request.createdAt)}</span>
                  </p>
                </div>
                <ProfileStatusBadge status={request.status} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

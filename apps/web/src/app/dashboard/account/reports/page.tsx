import { Badge, Card, CardContent } from "@skyhire/ui";
import { REPORT_REASON_LABELS, type ReportStatus } from "@skyhire/validators";
import type { Metadata } from "next";
import Link from "next/link";
import { ServerDate } from "~/features/messages/server-date";
import { getCurrentUser } from "~/server/session";
import { api } from "~/trpc/server";
import { SignInRequired } from "../../customer/profile/_components/sign-in-required";
import { AccountSubpage } from "../_components/account-subpage";

export const metadata: Metadata = { title: "Your reports" };

const STATUS: Record<ReportStatus, { label: string; variant: "secondary" | "green" | "grey" }> = {
  open: { label: "Open", variant: "secondary" },
  actioned: { label: "Action taken", variant: "green" },
  dismissed: { label: "Dismissed", variant: "grey" },
};

/** /dashboard/account/reports (docs/product.md#reports): the caller's reports and what became of them. */
export default async function MyReportsPage() {
  const user = await getCurrentUser();
  if (!user) return <SignInRequired />;
  const reports = await api.reports.mine();
  return (
    <AccountSubpage title="Your reports" intro="Reviews and listings you reported, and what our team did.">
      {reports.length === 0 ? (
        <p className="text-muted-foreground">You have not reported anything.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Your reports">
          {reports.map((report) => (
            <li key={report.id}>
              <Card data-testid="my-report">
                <CardContent className="flex flex-col gap-2 pt-6">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">
                      {report.targetType === "listing" ? (
                        <Link href={`/listings/${report.targetId}`} className="hover:underline">
                          A listing
                        </Link>
                      ) : (
                        "A review"
                      )}{" "}
                      · {REPORT_REASON_LABELS[report.reason]}
                    </span>
                    <Badge variant={STATUS[report.status].variant}>{STATUS[report.status].label}</Badge>
                  </div>
                  <p className="text-sm break-words whitespace-pre-wrap">{report.details}</p>
                  <ServerDate value={report.createdAt} className="text-xs text-muted-foreground" />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </AccountSubpage>
  );
}

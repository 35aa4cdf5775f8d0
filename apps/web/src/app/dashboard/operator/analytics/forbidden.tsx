import { ShieldAlert } from "lucide-react";
import { StatusCard } from "~/app/_components/status-card";

/** What a signed-in customer or admin gets on /dashboard/operator/analytics (HTTP 403). */
export default function OperatorAnalyticsForbidden() {
  return (
    <StatusCard
      icon={ShieldAlert}
      title="403 Forbidden"
      text="Analytics are only for operators: they show an operator's own listing views, proposals and earnings."
      testId="analytics-forbidden"
    />
  );
}

import { SearchX } from "lucide-react";
import { StatusCard } from "~/app/_components/status-card";

/** An operator id that does not exist, or an operator not public (pending, rejected, draft, suspended). */
export default function OperatorNotFound() {
  return (
    <StatusCard
      icon={SearchX}
      title="Operator not found"
      text="This operator's page doesn't exist or isn't public."
      testId="operator-not-found"
    />
  );
}

import type { RouterOutputs } from "@skyhire/api";
import { Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import { formatMoney, LIFECYCLE_PATHS } from "@skyhire/validators";
import { TriangleAlert } from "lucide-react";
import Link from "next/link";

type StuckOperation = RouterOutputs["adminMoney"]["overview"]["stuckOperations"][number];

const KIND_LABELS: Record<StuckOperation["kind"], string> = {
  charge: "Charge",
  transfer: "Payout",
  refund: "Refund",
};

/**
 * Money moves the payment gateway has not answered for too long (the outbox's sweep flags them and
 * tells the admins). They are still retried, with longer pauses; shown only when there are any.
 */
export function StuckOperations({ operations }: { operations: StuckOperation[] }) {
  if (operations.length === 0) return null;
  return (
    <Card data-testid="money-stuck-operations" role="alert" className="border-destructive">
      <CardHeader className="flex flex-row items-center gap-2">
        <TriangleAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
        <CardTitle className="text-lg">Payments needing attention</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <p className="text-muted-foreground">
          The payment gateway has not answered these money moves. They are retried with the same key, so nothing moves
          twice; check the gateway&apos;s status and dashboard.
        </p>
        <ul className="flex flex-col gap-2">
          {operations.map((op) => (
            <li key={op.id} data-testid="money-stuck-operation" className="flex flex-col gap-0.5">
              <span>
                {KIND_LABELS[op.kind]} of {formatMoney(op.amount, op.currency)} for{" "}
                <Link href={LIFECYCLE_PATHS.job(op.jobRequestId)} className="font-medium underline-offset-4 hover:underline">
                  {op.jobTitle}
                </Link>{" "}
                · {op.tries} {op.tries === 1 ? "try" : "tries"} without an answer
              </span>
              {op.lastError ? <span className="break-words text-xs text-muted-foreground">Last error: {op.lastError}</span> : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

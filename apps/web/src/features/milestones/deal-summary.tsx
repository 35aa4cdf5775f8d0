import { formatMoney } from "@skyhire/validators";
import { Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import { Lock } from "lucide-react";
import type { JobPageData } from "~/features/customer-jobs/types";

type Deal = NonNullable<JobPageData["deal"]>;

/**
 * A deal of several milestones once every one has ended: where the money went, as a whole (each
 * milestone's own ending, invoice and credit note are on the milestones card).
 */
export function DealSummary({ deal }: { deal: Deal }) {
  return (
    <Card data-testid="deal-summary">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lock className="size-5 text-primary" aria-hidden="true" />
          Escrow payments
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">Milestones</dt>
            <dd className="font-medium">{deal.milestones}, all settled</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Released to the operator (fees included)</dt>
            <dd className="font-medium" data-testid="deal-released">
              {formatMoney(deal.released, deal.currency)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Refunded to you</dt>
            <dd className="font-medium" data-testid="deal-refunded">
              {formatMoney(deal.refunded, deal.currency)}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

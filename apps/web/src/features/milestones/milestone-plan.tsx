import { formatMoney } from "@skyhire/validators";
import { utcDay } from "~/lib/format";
import { isDeal } from "./deal";

export interface PlannedMilestone {
  id: string;
  position: number;
  title: string;
  amount: string;
  currency: string;
  dueDate: string | Date | null;
}

/**
 * One proposal's plan of several milestones, on its card while the customer compares proposals
 * (docs/product.md#a-deal-of-several-milestones-on-the-job-page). A plan of one part shows nothing:
 * the quote says it all.
 */
export function MilestonePlan({ items }: { items: readonly PlannedMilestone[] }) {
  if (!isDeal(items.length)) return null;
  return (
    <div data-testid="proposal-milestone-plan">
      <p className="mb-2 text-xs font-medium text-muted-foreground">Paid in {items.length} milestones</p>
      <ol className="flex flex-col gap-1 text-sm">
        {items.map((m) => (
          <li key={m.id} className="flex flex-wrap justify-between gap-x-2" data-testid="planned-milestone">
            <span className="min-w-0 break-words">
              {m.position}. {m.title}
            </span>
            <span className="text-muted-foreground">
              {formatMoney(m.amount, m.currency)}
              {m.dueDate ? ` · due ${utcDay(m.dueDate)}` : ""}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

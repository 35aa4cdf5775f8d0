import { Card, CardContent, CardHeader, CardTitle, buttonVariants } from "@skyhire/ui";
import { CreditCard } from "lucide-react";
import Link from "next/link";

export interface SavedCard {
  cardLast4: string;
  expMonth: number;
  expYear: number;
  brand?: string;
}

/** Where a card is added or replaced: step 2 of customer onboarding. */
const PAYMENT_METHOD_STEP = "/onboarding/customer?step=2";

/** The saved card, masked to its last four digits with its expiry, or 'No payment method added'. */
export function BillingInfo({ card }: { card: SavedCard | null }) {
  return (
    <Card data-testid="billing-info">
      <CardHeader>
        <CardTitle>Billing Information</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {card ? (
          <>
            <div className="flex items-center gap-3 rounded-lg border p-3">
              <CreditCard className="size-6 shrink-0 text-primary" aria-hidden="true" />
              <div className="min-w-0">
                <p className="font-mono text-sm font-medium whitespace-nowrap" data-testid="card-number">
                  •••• •••• •••• {card.cardLast4}
                </p>
                <p className="text-sm text-muted-foreground" data-testid="card-expiry">
                  Expires {String(card.expMonth).padStart(2, "0")}/{card.expYear}
                </p>
              </div>
            </div>
            <Link href={PAYMENT_METHOD_STEP} className={buttonVariants({ variant: "outline" })}>
              Update Payment Method
            </Link>
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">No payment method added</p>
            <Link href={PAYMENT_METHOD_STEP} className={buttonVariants({ variant: "outline" })}>
              Add Payment Method
            </Link>
          </>
        )}
      </CardContent>
    </Card>
  );
}

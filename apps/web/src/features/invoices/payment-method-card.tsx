import { Card, CardContent, CardDescription, CardHeader, CardTitle, buttonVariants } from "@skyhire/ui";
import { CreditCard, Plus } from "lucide-react";
import Link from "next/link";
import { ADD_PAYMENT_METHOD_HREF } from "./format";

/** The saved card ("Visa •••• 4242"), or a way to add one. */
export function PaymentMethodCard({ paymentMethod }: { paymentMethod: string | null }) {
  return (
    <Card data-testid="payment-methods">
      <CardHeader>
        <CardTitle>Payment Methods</CardTitle>
        <CardDescription>The card charged when you pay for a job; funds are held in escrow until completion.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {paymentMethod ? (
          <div className="flex items-center gap-3 rounded-lg border p-3">
            <CreditCard className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="font-medium break-words" data-testid="payment-method">
              {paymentMethod}
            </span>
            <span className="ml-auto text-xs text-muted-foreground">Default</span>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground" data-testid="no-payment-method">
            No payment method added
          </p>
        )}
        <Link
          href={ADD_PAYMENT_METHOD_HREF}
          className={buttonVariants({ variant: "outline", size: "sm", className: "self-start" })}
        >
          <Plus aria-hidden="true" />
          {paymentMethod ? "Change Payment Method" : "Add Payment Method"}
        </Link>
      </CardContent>
    </Card>
  );
}

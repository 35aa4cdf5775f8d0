"use client";

import {
  DEMO_DELAYS_MS,
  DEMO_ESCROW_MESSAGE,
  DEMO_PAYMENT_SUCCESS_TITLE,
  DEMO_TOASTS,
} from "@skyhire/validators";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label, Spinner } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { CreditCard, Lock, ShieldCheck } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { PostedJobSummary } from "../flow/posted-job-summary";
import { useDelay } from "../flow/use-delay";
import { formatCents } from "../format";
import type { DemoPayment } from "../types";
import { PaymentSummary } from "./payment-summary";

type Phase = "ready" | "processing" | "secured";

/**
 * Step 3 (docs/product.md#demo-flow): paying waits 2 s, shows the escrow message with the "Funds Secured"
 * toast, then the completion step 2 s later. The card is the test card; nothing is charged.
 */
export function PaymentView({ payment }: { payment: DemoPayment }) {
  const router = useRouter();
  const wait = useDelay();
  const [phase, setPhase] = useState<Phase>("ready");
  const total = formatCents(payment.breakdown.totalCents);

  async function pay() {
    setPhase("processing");
    await wait(DEMO_DELAYS_MS.payment);
    setPhase("secured");
    toast(DEMO_TOASTS.fundsSecured);
    await wait(DEMO_DELAYS_MS.toCompletion);
    router.push(`/demo/completion?${new URLSearchParams({ proposal: payment.proposal.id })}`);
  }

  return (
    <div className="flex flex-col gap-6">
      <PostedJobSummary sample={payment.sampleJob} />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[1fr_minmax(0,20rem)]">
        {phase === "secured" ? (
          <Card role="status" className="border-green-300 bg-green-50" data-testid="demo-escrow-message">
            <CardContent className="flex flex-col items-center gap-3 p-8 text-center text-green-900">
              <ShieldCheck className="size-12 text-green-600" aria-hidden="true" />
              <p className="text-xl font-semibold">{DEMO_PAYMENT_SUCCESS_TITLE}</p>
              <p>{DEMO_ESCROW_MESSAGE}</p>
              <p className="text-sm">
                {total} is held safely by Skyhire and released to {payment.proposal.operatorName} when the job is
                complete.
              </p>
              <Spinner size="sm" label="Loading job completion" className="text-green-700" />
            </CardContent>
          </Card>
        ) : (
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="flex items-center gap-2">
                <CreditCard className="size-5 text-primary" aria-hidden="true" />
                Payment Details
              </CardTitle>
              <CardDescription>Test mode: the demo uses the test card and charges nothing.</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <div className="flex flex-col gap-2">
                <Label htmlFor="demo-card-number">Card number</Label>
                <Input id="demo-card-number" value={payment.testCardNumber} readOnly inputMode="numeric" />
              </div>
              <div className="grid grid-cols-2 gap-4">
                <div className="flex flex-col gap-2">
                  <Label htmlFor="demo-card-expiry">Expiry</Label>
                  <Input id="demo-card-expiry" value="12 / 34" readOnly />
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor="demo-card-cvc">CVC</Label>
                  <Input id="demo-card-cvc" value="123" readOnly />
                </div>
              </div>
              <p className="flex items-start gap-2 rounded-md bg-muted/60 p-3 text-sm text-muted-foreground">
                <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                Your payment is held in escrow and only released to the operator when the job is complete.
              </p>
              <Button size="lg" onClick={() => void pay()} disabled={phase !== "ready"} className="w-full">
                {phase === "processing" ? (
                  <>
                    <Spinner size="sm" label="Processing payment" className="text-current" />
                    Processing Payment…
                  </>
                ) : (
                  `Pay ${total}`
                )}
              </Button>
            </CardContent>
          </Card>
        )}
        <PaymentSummary payment={payment} />
      </div>
    </div>
  );
}

"use client";

import { Button } from "@skyhire/ui";
import { useMutation } from "@tanstack/react-query";
import { Landmark } from "lucide-react";
import { useState } from "react";
import { reportActionError } from "~/features/proposals/errors";
import { useTRPC } from "~/trpc/react";

/**
 * 'Set up payouts': Stripe Connect onboarding opens in this tab when the gateway gives a link; the
 * offline gateway has none, and payouts are simulated (test mode).
 */
export function PayoutSetupButton({ ready }: { ready: boolean }) {
  const trpc = useTRPC();
  const onboarding = useMutation(trpc.escrow.payoutOnboarding.mutationOptions());
  const [testMode, setTestMode] = useState(false);

  async function start() {
    try {
      const link = await onboarding.mutateAsync({ returnPath: "/dashboard/operator" });
      if (link.url) {
        window.location.assign(link.url);
        return;
      }
      setTestMode(link.testMode);
    } catch (error) {
      reportActionError(error, "Could not open payout setup");
    }
  }

  const busy = onboarding.isPending || Boolean(onboarding.data?.url);
  return (
    <div className="flex flex-col gap-2">
      <Button variant="outline" className="w-full" onClick={() => void start()} disabled={busy}>
        <Landmark aria-hidden="true" />
        {busy ? "Opening…" : ready ? "Update payout details" : "Set up payouts"}
      </Button>
      {testMode ? (
        <p role="status" data-testid="payouts-test-mode" className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
          Test mode: payouts are simulated
        </p>
      ) : null}
    </div>
  );
}

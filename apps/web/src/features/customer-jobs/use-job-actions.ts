"use client";

import { toast } from "@skyhire/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useTRPC } from "~/trpc/react";
import { JOB_COPY } from "./copy";
import { reportActionError } from "./errors";
import { useJobRefresh } from "./use-job-refresh";

/**
 * Every customer action of the job page. Each resolves once the page has the new state (or the
 * error toast is up); none throws, so a confirm dialog can simply await it. The server re-checks
 * every rule; a second click while one is running is ignored by the disabled buttons.
 */
type Done<T> = { ok: true; value: T } | { ok: false };

export function useJobActions(jobId: string) {
  const trpc = useTRPC();
  const router = useRouter();
  const refresh = useJobRefresh(jobId);

  const accept = useMutation(trpc.proposals.accept.mutationOptions());
  const decline = useMutation(trpc.proposals.decline.mutationOptions());
  const pay = useMutation(trpc.escrow.pay.mutationOptions());
  const cancel = useMutation(trpc.escrow.cancel.mutationOptions());
  const refund = useMutation(trpc.escrow.refund.mutationOptions());
  const openConversation = useMutation(trpc.messages.open.mutationOptions());
  // Set synchronously on the first click, before React re-renders the button as disabled.
  const inFlight = useRef(new Set<string>());
  // Actions whose call has settled while the page reads the job again: their buttons stay busy
  // until it shows what is true now (a click meanwhile would be ignored by `inFlight`).
  const [settling, setSettling] = useState<ReadonlySet<string>>(() => new Set());
  const markSettling = (key: string, on: boolean) =>
    setSettling((keys) => {
      const next = new Set(keys);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  /** Runs one call; on failure the server's message in a toast and a fresh read of the job. */
  async function run<T>(call: () => Promise<T>, errorTitle: string, key: string): Promise<Done<T>> {
    if (inFlight.current.has(key)) return { ok: false };
    inFlight.current.add(key);
    try {
      let done: Done<T>;
      try {
        done = { ok: true, value: await call() };
      } catch (error) {
        reportActionError(error, errorTitle, jobId);
        done = { ok: false };
      }
      // Either way the state may have moved (another tab, the operator): show what is true now.
      markSettling(key, true);
      await refresh().catch(() => undefined);
      return done;
    } finally {
      inFlight.current.delete(key);
      markSettling(key, false);
    }
  }

  return {
    accept: {
      pending: accept.isPending || settling.has("proposal"),
      run: (proposalId: string) =>
        run(() => accept.mutateAsync({ id: proposalId }), JOB_COPY.errorTitle, "proposal").then((done) => {
          if (done.ok) toast(JOB_COPY.accepted);
        }),
    },
    decline: {
      pending: decline.isPending || settling.has("proposal"),
      run: (proposalId: string) =>
        run(() => decline.mutateAsync({ id: proposalId }), JOB_COPY.errorTitle, "proposal").then((done) => {
          if (done.ok) toast(JOB_COPY.declined);
        }),
    },
    pay: {
      pending: pay.isPending || settling.has("pay"),
      /** The card's own message when the last attempt was refused (cleared by the next one). */
      error: pay.error,
      run: () =>
        run(() => pay.mutateAsync({ jobId }), JOB_COPY.paymentError, "pay").then((done) => {
          if (!done.ok) return;
          toast(done.value.outcome === "processing" ? JOB_COPY.paymentProcessing : JOB_COPY.fundsSecured);
        }),
    },
    cancel: {
      pending: cancel.isPending || settling.has("job"),
      run: () =>
        run(() => cancel.mutateAsync({ jobId }), JOB_COPY.errorTitle, "job").then((done) => {
          if (done.ok) toast(JOB_COPY.cancelled);
        }),
    },
    refund: {
      pending: refund.isPending || settling.has("job"),
      run: () =>
        run(() => refund.mutateAsync({ jobId }), JOB_COPY.errorTitle, "job").then((done) => {
          if (done.ok) toast(JOB_COPY.refunded);
        }),
    },
    message: {
      pending: openConversation.isPending,
      pendingFor: openConversation.isPending ? openConversation.variables?.operatorId : undefined,
      run: async (operatorId: string) => {
        if (inFlight.current.has("message")) return;
        inFlight.current.add("message");
        try {
          const conversation = await openConversation.mutateAsync({ jobId, operatorId });
          router.push(`/messages/${conversation.id}`);
        } catch (error) {
          reportActionError(error, JOB_COPY.errorTitle);
        } finally {
          inFlight.current.delete("message");
        }
      },
    },
  };
}

export type JobActionsApi = ReturnType<typeof useJobActions>;

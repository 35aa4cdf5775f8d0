"use client";

import { toast } from "@skyhire/ui/toast";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTRPC } from "~/trpc/react";
import { TOASTS } from "../copy";
import { reportFailure } from "../navigation";

/** Hands the card provider's payment method id to POST /api/customer/payment-method (payments.savePaymentMethod). */
export function useSavePaymentMethod(onSaved: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation(trpc.payments.savePaymentMethod.mutationOptions());
  return useCallback(
    async (paymentMethodId: string) => {
      try {
        await mutateAsync({ paymentMethodId });
      } catch (error) {
        reportFailure(error, TOASTS.paymentSaveError.title, 2);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: trpc.payments.methods.queryKey() });
      toast(TOASTS.paymentMethodAdded);
      onSaved();
    },
    [mutateAsync, onSaved, queryClient, trpc],
  );
}

/** The card provider's refusal (docs/product.md#customer-onboarding Payment Error), with the provider's own message. */
export function reportPaymentError(message: string) {
  toast({ ...TOASTS.paymentError, description: message, variant: "destructive" });
}

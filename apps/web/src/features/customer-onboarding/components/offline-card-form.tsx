"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { TEST_CARD_HINT, testCardSchema, type TestCardInput, type TestCardValues } from "@skyhire/validators";
import { Badge, Input, SubmitButton } from "@skyhire/ui";
import { useMutation } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useForm } from "react-hook-form";
import { isUnauthorizedError } from "~/lib/http-error";
import { useTRPC } from "~/trpc/react";
import { TOASTS } from "../copy";
import { reportFailure } from "../navigation";
import { describedBy, FormField } from "~/features/forms/field";
import { reportPaymentError, useSavePaymentMethod } from "./use-save-payment-method";

interface OfflineCardFormProps {
  prepare: () => Promise<boolean>;
  onSaved: () => void;
}

/**
 * Test mode (no Stripe key): the offline gateway's card form. The server turns the card into a
 * payment method id and forgets the number; only the masked card is kept.
 */
export function OfflineCardForm({ prepare, onSaved }: OfflineCardFormProps) {
  const trpc = useTRPC();
  const form = useForm<TestCardInput, unknown, TestCardValues>({
    resolver: zodResolver(testCardSchema),
    defaultValues: { number: "", expiry: "", cvc: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const tokenize = useMutation(trpc.payments.tokenizeTestCard.mutationOptions());
  const save = useSavePaymentMethod(onSaved);

  const onSubmit = form.handleSubmit(async () => {
    if (!(await prepare())) return;
    let paymentMethodId: string;
    try {
      ({ paymentMethodId } = await tokenize.mutateAsync(form.getValues()));
    } catch (error) {
      if (isUnauthorizedError(error) || !(error instanceof TRPCClientError)) {
        reportFailure(error, TOASTS.paymentError.title, 2);
      } else {
        reportPaymentError(error.message);
      }
      return;
    }
    await save(paymentMethodId);
  });

  const error = (name: keyof TestCardInput) => errors[name]?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Card details">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">Test mode</Badge>
        <p id="card-test-hint" className="text-sm text-muted-foreground">
          {TEST_CARD_HINT}
        </p>
      </div>
      <FormField id="card-number" label="Card Number" error={error("number")}>
        <Input
          {...describedBy("card-number", error("number"))}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          {...form.register("number")}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="card-expiry" label="Expiry (MM/YY)" error={error("expiry")}>
          <Input
            {...describedBy("card-expiry", error("expiry"))}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            {...form.register("expiry")}
          />
        </FormField>
        <FormField id="card-cvc" label="CVC" error={error("cvc")}>
          <Input
            {...describedBy("card-cvc", error("cvc"))}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            {...form.register("cvc")}
          />
        </FormField>
      </div>
      <SubmitButton variant="secondary" disabled={isSubmitting} className="sm:self-start">
        {isSubmitting ? "Saving card…" : "Save Payment Method"}
      </SubmitButton>
    </form>
  );
}

"use client";

import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { DEFAULT_CURRENCY } from "@skyhire/validators";
import { SubmitButton } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTRPC } from "~/trpc/react";
import { TOASTS } from "../copy";
import { reportFailure } from "../navigation";
import { stepUrl } from "../steps";
import { reportPaymentError, useSavePaymentMethod } from "./use-save-payment-method";

interface StripeCardFormProps {
  publishableKey: string;
  prepare: () => Promise<boolean>;
  onSaved: () => void;
}

/** One Stripe.js load per key; a script that cannot load leaves the form "not loaded" instead of throwing. */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  let stripe = stripeByKey.get(key);
  if (!stripe) {
    stripe = loadStripe(key).catch(() => null);
    stripeByKey.set(key, stripe);
  }
  return stripe;
}

/** Stripe Elements: the card is entered in Stripe's own fields and confirmed against a SetupIntent. */
export function StripeCardForm({ publishableKey, prepare, onSaved }: StripeCardFormProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ mode: "setup", currency: DEFAULT_CURRENCY.toLowerCase() }}
    >
      <StripeCardFields prepare={prepare} onSaved={onSaved} />
    </Elements>
  );
}

function StripeCardFields({ prepare, onSaved }: Omit<StripeCardFormProps, "publishableKey">) {
  const trpc = useTRPC();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const createSetupIntent = useMutation(trpc.payments.createSetupIntent.mutationOptions());
  const save = useSavePaymentMethod(onSaved);

  async function saveCard() {
    if (!stripe || !elements) {
      toast({ ...TOASTS.paymentFormNotLoaded, variant: "destructive" });
      return;
    }
    if (!(await prepare())) return;
    const submitted = await elements.submit();
    if (submitted.error) {
      reportPaymentError(submitted.error.message ?? "Please check your card details.");
      return;
    }
    let clientSecret: string;
    try {
      ({ clientSecret } = await createSetupIntent.mutateAsync());
    } catch (error) {
      reportFailure(error, TOASTS.paymentSaveError.title, 2);
      return;
    }
    const result = await stripe.confirmSetup({
      elements,
      clientSecret,
      redirect: "if_required",
      confirmParams: { return_url: `${window.location.origin}${stepUrl(3)}` },
    });
    if (result.error) {
      reportPaymentError(result.error.message ?? "Your card could not be saved.");
      return;
    }
    const method = result.setupIntent.payment_method;
    const paymentMethodId = typeof method === "string" ? method : method?.id;
    if (!paymentMethodId) {
      reportPaymentError("Your card could not be saved.");
      return;
    }
    await save(paymentMethodId);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await saveCard();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Card details">
      <PaymentElement />
      <SubmitButton variant="secondary" disabled={busy} className="sm:self-start">
        {busy ? "Saving card…" : "Save Payment Method"}
      </SubmitButton>
    </form>
  );
}

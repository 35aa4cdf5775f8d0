"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  customerContactSchema,
  ONBOARDING_CONTACT_OPTIONS,
  type CustomerContactInput,
  type CustomerContactValues,
} from "@skyhire/validators";
import { Button, Input, SubmitButton } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTRPC } from "~/trpc/react";
import { TOASTS } from "../copy";
import { reportFailure } from "../navigation";
import { writeDraft, writeDraftQuietly, type ContactDraft } from "../storage";
import { CardSection } from "./card-section";
import { describedBy, FormField } from "~/features/forms/field";

interface ContactBillingFormProps {
  initial: ContactDraft;
  storageKey: string;
  stripePublishableKey: string | undefined;
  onBack: () => void;
  onDone: () => void;
}

const FORM_ID = "customer-contact-form";

export function ContactBillingForm({ initial, storageKey, stripePublishableKey, onBack, onDone }: ContactBillingFormProps) {
  const trpc = useTRPC();
  const form = useForm<CustomerContactInput, unknown, CustomerContactValues>({
    resolver: zodResolver(customerContactSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const saveContact = useMutation(trpc.onboarding.saveContact.mutationOptions());

  // What is typed survives Back and reload.
  useEffect(() => {
    const subscription = form.watch((values) => writeDraftQuietly(storageKey, values));
    return () => subscription.unsubscribe();
  }, [form, storageKey]);

  /** Keeps the details in this browser (docs/product.md#customer-onboarding) and on the customer profile; false on failure. */
  const persist = useCallback(
    async (values: CustomerContactValues): Promise<boolean> => {
      try {
        writeDraft(storageKey, form.getValues());
      } catch {
        toast({ ...TOASTS.saveError, description: "Your browser did not let us store your details.", variant: "destructive" });
        return false;
      }
      try {
        await saveContact.mutateAsync(values);
      } catch (error) {
        reportFailure(error, TOASTS.saveError.title, 2);
        return false;
      }
      return true;
    },
    [form, saveContact, storageKey],
  );

  const onContinue = form.handleSubmit(async (values) => {
    if (!(await persist(values))) return;
    toast(TOASTS.informationSaved);
    onDone();
  });

  /** The card is kept on the customer profile, so saving one first checks and saves these details. */
  const prepareForCard = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        void form.handleSubmit(
          async (values) => resolve(await persist(values)),
          () => resolve(false),
        )();
      }),
    [form, persist],
  );

  const error = (name: keyof CustomerContactInput) => errors[name]?.message;

  return (
    <div className="flex flex-col gap-8">
      <form id={FORM_ID} onSubmit={onContinue} noValidate className="flex flex-col gap-5">
        <FormField id="contact-full-name" label="Full Name" error={error("fullName")}>
          <Input {...describedBy("contact-full-name", error("fullName"))} autoComplete="name" {...form.register("fullName")} />
        </FormField>
        <FormField id="contact-phone" label="Phone Number" error={error("phoneNumber")}>
          <Input
            {...describedBy("contact-phone", error("phoneNumber"))}
            type="tel"
            autoComplete="tel"
            {...form.register("phoneNumber")}
          />
        </FormField>
        <FormField id="contact-company" label="Company (optional)" error={error("companyName")}>
          <Input
            {...describedBy("contact-company", error("companyName"))}
            autoComplete="organization"
            {...form.register("companyName")}
          />
        </FormField>
        <fieldset className="flex flex-col gap-2" aria-describedby={error("preferredContact") ? "contact-method-error" : undefined}>
          <legend className="mb-2 text-sm font-medium">Preferred Contact Method</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {ONBOARDING_CONTACT_OPTIONS.map((option) => (
              <label key={option.value} className="flex items-center gap-2 text-sm">
                <input type="radio" value={option.value} className="size-4 accent-primary" {...form.register("preferredContact")} />
                {option.label}
              </label>
            ))}
          </div>
          {error("preferredContact") ? (
            <p id="contact-method-error" className="text-sm text-destructive">
              {error("preferredContact")}
            </p>
          ) : null}
        </fieldset>
      </form>

      <CardSection stripePublishableKey={stripePublishableKey} prepare={prepareForCard} onSaved={onDone} />

      <div className="flex justify-between gap-3 border-t pt-6">
        <Button variant="outline" onClick={onBack} disabled={isSubmitting}>
          Back
        </Button>
        <SubmitButton form={FORM_ID} disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Continue"}
        </SubmitButton>
      </div>
    </div>
  );
}

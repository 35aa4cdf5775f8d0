"use client";

import { fullNameOf, type SessionUser } from "@skyhire/validators";
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from "@skyhire/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { isUnauthorizedError } from "~/lib/http-error";
import { useTRPC } from "~/trpc/react";
import { requireSignIn } from "../navigation";
import { contactDraftSchema, readDraft, type ContactDraft } from "../storage";
import { ContactBillingForm } from "./contact-billing-form";

interface ContactBillingStepProps {
  user: SessionUser;
  storageKey: string;
  stripePublishableKey: string | undefined;
  /** Opened only to add a card on the way to paying: titled for that, not as an onboarding step. */
  cardOnly?: boolean;
  onBack: () => void;
  onDone: () => void;
}

/**
 * Step 2: Contact & Billing. The form starts from what was typed in this browser, else from the
 * saved profile, else from the account's name.
 */
export function ContactBillingStep({ user, storageKey, stripePublishableKey, cardOnly = false, onBack, onDone }: ContactBillingStepProps) {
  const trpc = useTRPC();
  const saved = useQuery(trpc.onboarding.contact.queryOptions());

  useEffect(() => {
    if (saved.isError && isUnauthorizedError(saved.error)) return requireSignIn(2);
  }, [saved.isError, saved.error]);

  let initial: ContactDraft | null = null;
  if (!saved.isPending) {
    const server = saved.data;
    initial = readDraft(storageKey, contactDraftSchema) ?? {
      fullName: server?.fullName ?? fullNameOf(user),
      phoneNumber: server?.phoneNumber ?? "",
      companyName: server?.companyName ?? "",
      preferredContact: server?.preferredContact ?? "email",
    };
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">{cardOnly ? "Add a payment method" : "Contact & Billing"}</CardTitle>
        <CardDescription>
          {cardOnly
            ? "Save the card you pay with (your contact details are kept with it); you go straight back to your job."
            : "How operators reach you, and the card you pay with when you hire."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {initial ? (
          <ContactBillingForm
            initial={initial}
            storageKey={storageKey}
            stripePublishableKey={stripePublishableKey}
            onBack={onBack}
            onDone={onDone}
          />
        ) : (
          <div className="flex min-h-48 items-center justify-center">
            <Spinner label="Loading your details" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

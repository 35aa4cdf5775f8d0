"use client";

import { Spinner } from "@skyhire/ui";
import { useQuery } from "@tanstack/react-query";
import { CreditCard } from "lucide-react";
import dynamic from "next/dynamic";
import { useTRPC } from "~/trpc/react";
import { OfflineCardForm } from "./offline-card-form";

// Stripe.js loads only when Stripe is configured.
const StripeCardForm = dynamic(() => import("./stripe-card-form").then((m) => m.StripeCardForm), {
  ssr: false,
  loading: () => <Spinner label="Loading the payment form" />,
});

interface CardSectionProps {
  stripePublishableKey: string | undefined;
  /** Checks and saves the contact details first; false stops the card save. */
  prepare: () => Promise<boolean>;
  onSaved: () => void;
}

function brandName(brand: string | undefined) {
  return brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : "Card";
}

/** The card entry of step 2: the saved card if there is one, and the form that saves a card. */
export function CardSection({ stripePublishableKey, prepare, onSaved }: CardSectionProps) {
  const trpc = useTRPC();
  const saved = useQuery(trpc.payments.methods.queryOptions());
  const card = saved.data;

  return (
    <section aria-labelledby="card-heading" className="flex flex-col gap-4 rounded-lg border p-4">
      <div className="flex items-center gap-2">
        <CreditCard aria-hidden="true" className="size-5 text-primary" />
        <h2 id="card-heading" className="font-semibold">
          Payment Method
        </h2>
      </div>
      {card ? (
        <p className="text-sm" data-testid="saved-card">
          Saved card: {brandName(card.brand)} •••• {card.cardLast4}, expires {String(card.expMonth).padStart(2, "0")}/
          {card.expYear}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          Save a card now so you can pay for a job as soon as you accept a proposal. You are not charged
          until then.
        </p>
      )}
      {stripePublishableKey ? (
        <StripeCardForm publishableKey={stripePublishableKey} prepare={prepare} onSaved={onSaved} />
      ) : (
        <OfflineCardForm prepare={prepare} onSaved={onSaved} />
      )}
    </section>
  );
}

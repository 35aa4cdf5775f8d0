"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  ONBOARDING_PREFERRED_CONTACTS,
  PREFERRED_CONTACTS,
  customerProfileSchema,
  type CustomerProfileInput,
  type CustomerProfileValues,
} from "@skyhire/validators";
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label, Select, SubmitButton } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTRPC } from "~/trpc/react";
import { FieldError } from "~/features/forms/field";
import { serverMessage, useServerFieldErrors } from "~/features/forms/server-errors";

export interface StoredCustomerProfile {
  name: string;
  phone: string | null;
  company: string | null;
  preferredContact: string;
}

type Field = keyof CustomerProfileInput;
const FIELDS: readonly Field[] = ["name", "phone", "company", "preferredContact"];

const CONTACT_LABELS: Record<(typeof ONBOARDING_PREFERRED_CONTACTS)[number], string> = {
  email: "Email",
  phone: "Phone",
  both: "Email and phone",
};

/** Email or phone (docs/product.md#customer-profile), plus "both" when onboarding stored it, so a save keeps it. */
function contactChoices(profile: StoredCustomerProfile | null) {
  return profile?.preferredContact === "both" ? ONBOARDING_PREFERRED_CONTACTS : PREFERRED_CONTACTS;
}

/** The form's values for a stored profile (none yet: the account's name, email preferred). */
function formValues(profile: StoredCustomerProfile | null, accountName = ""): CustomerProfileInput {
  const contact = ONBOARDING_PREFERRED_CONTACTS.find((c) => c === profile?.preferredContact);
  return {
    name: profile?.name ?? accountName,
    phone: profile?.phone ?? "",
    company: profile?.company ?? "",
    preferredContact: contact ?? "email",
  };
}

/**
 * Personal information (docs/product.md#customer-profile): created with POST when the customer has no profile,
 * updated with PUT otherwise; the same schema as the procedures checks it here first.
 */
export function PersonalInfoForm({ profile, accountName }: { profile: StoredCustomerProfile | null; accountName: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<CustomerProfileInput, unknown, CustomerProfileValues>({
    resolver: zodResolver(customerProfileSchema),
    defaultValues: formValues(profile, accountName),
  });
  const placeFieldErrors = useServerFieldErrors(form, FIELDS);
  const { errors } = form.formState;
  // Saved once, it exists: later saves update it even before the refetch lands.
  const [exists, setExists] = useState(profile !== null);

  const mutationHandlers = {
    onSuccess: async (saved: StoredCustomerProfile) => {
      toast({ title: "Profile saved", description: "Your customer profile has been updated successfully." });
      setExists(true);
      form.reset(formValues(saved));
      await queryClient.invalidateQueries({ queryKey: trpc.profiles.customer.get.queryKey() });
    },
    onError: (error: unknown) => {
      toast({ variant: "destructive", title: "Error", description: serverMessage(error) || "Failed to save profile" });
      placeFieldErrors(error);
    },
  };
  const create = useMutation(trpc.profiles.customer.create.mutationOptions(mutationHandlers));
  const update = useMutation(trpc.profiles.customer.update.mutationOptions(mutationHandlers));
  const saving = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((values) => {
    if (exists) update.mutate(values);
    else create.mutate(values);
  });

  const describedBy = (field: Field) => (errors[field] ? `profile-${field}-error` : undefined);

  return (
    <Card data-testid="personal-info">
      <CardHeader>
        <CardTitle as="h2">Personal Information</CardTitle>
        <CardDescription>How operators and the Skyhire team reach you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Personal information">
          <div className="flex flex-col gap-2">
            <Label htmlFor="profile-name">Full Name</Label>
            <Input
              id="profile-name"
              autoComplete="name"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy("name")}
              {...form.register("name")}
            />
            <FieldError id="profile-name-error" message={errors.name?.message} />
          </div>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor="profile-phone">Phone (optional)</Label>
              <Input
                id="profile-phone"
                type="tel"
                autoComplete="tel"
                aria-invalid={errors.phone ? true : undefined}
                aria-describedby={describedBy("phone")}
                {...form.register("phone")}
              />
              <FieldError id="profile-phone-error" message={errors.phone?.message} />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="profile-company">Company (optional)</Label>
              <Input
                id="profile-company"
                autoComplete="organization"
                aria-invalid={errors.company ? true : undefined}
                aria-describedby={describedBy("company")}
                {...form.register("company")}
              />
              <FieldError id="profile-company-error" message={errors.company?.message} />
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="profile-preferred-contact">Preferred Contact Method</Label>
            <Select
              id="profile-preferred-contact"
              aria-invalid={errors.preferredContact ? true : undefined}
              aria-describedby={describedBy("preferredContact")}
              {...form.register("preferredContact")}
            >
              {contactChoices(profile).map((contact) => (
                <option key={contact} value={contact}>
                  {CONTACT_LABELS[contact]}
                </option>
              ))}
            </Select>
            <FieldError id="profile-preferredContact-error" message={errors.preferredContact?.message} />
          </div>
          <SubmitButton disabled={saving} className="self-start">
            {saving ? "Saving…" : "Save Profile"}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}

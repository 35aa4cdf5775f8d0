"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  BUDGET_RANGES,
  JOB_CATEGORIES,
  currencyOfPlace,
  budgetRangeLabel,
  createJobRequestSchema,
  type CreateJobRequestInput,
  type CreateJobRequestValues,
  type Currency,
  type Role,
} from "@skyhire/validators";
import { Input, Label, Select, Textarea, buttonVariants, SubmitButton, useHydrated } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { FormAlert } from "~/features/forms/alert";
import { FieldError, SelectField, TextField } from "~/features/forms/field";
import { redirectToLogin } from "~/features/shell/logged-out";
import { formLevelMessage, useServerFieldErrors } from "~/features/forms/server-errors";
import { isUnauthorizedError } from "~/lib/http-error";
import { PlaceHint } from "~/features/places/place-hint";
import { PlaceSuggestions } from "~/features/places/place-suggestions";
import { useTRPC } from "~/trpc/react";
import { missingFields, missingFieldsText, REQUIRED_FIELDS } from "./missing-fields";
import type { QuoteTarget } from "./quote-target";
import { RequirementsField } from "./requirements-field";
import { CurrencyOptions } from "~/features/money/currency-options";

const FORM_FIELDS = ["title", "category", "description", "location", "budget", "currency", "requirements", "message"] as const;
type JobField = (typeof FORM_FIELDS)[number];

interface PostJobFormProps {
  quote: QuoteTarget | null;
  /** Contact Operator: the customer also writes a message to the operator. */
  contact: boolean;
  role: Role;
  /** The customer's usual currency (their latest job's), until the place typed says otherwise. */
  defaultCurrency: Currency;
}

/**
 * The post-job form (docs/product.md#post-a-job): the procedure's own schema checks it here first, and the
 * server's field messages land under the same fields. What was typed stays on any failure.
 */
export function PostJobForm({ quote, contact, role, defaultCurrency }: PostJobFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<CreateJobRequestInput, unknown, CreateJobRequestValues>({
    resolver: zodResolver(createJobRequestSchema),
    defaultValues: {
      title: "",
      category: quote?.category,
      description: "",
      location: "",
      budget: "",
      // A request from a listing is in the listing's currency (the server holds to it too).
      currency: quote?.currency ?? defaultCurrency,
      requirements: [],
      message: "",
      invitedOperatorId: quote?.operatorId,
      listingId: quote?.listingId,
    },
  });
  const { errors } = form.formState;
  const placeFieldErrors = useServerFieldErrors(form, FORM_FIELDS, { focus: true });

  const currency = useWatch({ control: form.control, name: "currency" });
  const location = useWatch({ control: form.control, name: "location" });
  // Until the customer picks a currency, the job is in that of the place typed (London in pounds),
  // as the onboarding's first job is; a place the list does not know keeps the usual one.
  useEffect(() => {
    if (quote || form.getFieldState("currency").isDirty) return;
    form.setValue("currency", currencyOfPlace(location, defaultCurrency));
  }, [form, location, quote, defaultCurrency]);
  // Re-renders as the required fields change, and once more when the script has run: text typed
  // into the server's HTML before then is in the fields (the form reads it on registering them),
  // though not in what the watch saw on the first render.
  useWatch({ control: form.control, name: REQUIRED_FIELDS.map((field) => field.name) });
  useHydrated();
  const missing = missingFields(form.getValues(REQUIRED_FIELDS.map((field) => field.name)));
  const ready = missing.length === 0;

  const create = useMutation(
    trpc.jobs.create.mutationOptions({
      onSuccess: () => {
        toast({ title: "Success", description: "Job request posted successfully!" });
        void queryClient.invalidateQueries({ queryKey: trpc.jobs.pathKey() });
        router.push("/dashboard/customer");
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) {
          redirectToLogin();
          return;
        }
        toast({ variant: "destructive", title: "Error", description: "Failed to post job request. Please try again." });
        // Field messages go under their fields; anything else (e.g. a role refusal) above the form.
        setFormError(formLevelMessage(placeFieldErrors(error), error));
      },
    }),
  );

  const busy = create.isPending || create.isSuccess;
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    create.mutate(values);
  });

  const describedBy = (field: JobField) => (errors[field] ? `${field}-error` : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label="Post a job request">
      {role !== "customer" ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Job requests are posted from customer accounts. You are signed in with an {role} account.
        </p>
      ) : null}
      {formError ? (
        <FormAlert testId="post-job-error" title="Your job request was not posted.">
          {formError}
        </FormAlert>
      ) : null}

      <TextField
        id="title"
        label="Job Title"
        error={errors.title?.message}
        placeholder="e.g. Roof inspection for a two-storey house"
        {...form.register("title")}
      />

      <SelectField
        id="category"
        label="Category"
        error={errors.category?.message}
        placeholder="Select a category"
        options={JOB_CATEGORIES}
        {...form.register("category")}
      />

      <div className="flex flex-col gap-2">
        <Label htmlFor="description">Description</Label>
        <Textarea
          id="description"
          rows={5}
          placeholder="Describe the work, the site and what you need delivered"
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy("description")}
          {...form.register("description")}
        />
        <FieldError id="description-error" message={errors.description?.message} />
      </div>

      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="location">Location</Label>
          <Input
            id="location"
            placeholder="e.g. Sydney"
            list="job-location-places"
            autoComplete="off"
            aria-invalid={errors.location ? true : undefined}
            aria-describedby={describedBy("location")}
            {...form.register("location")}
          />
          <PlaceSuggestions id="job-location-places" />
          <FieldError id="location-error" message={errors.location?.message} />
          <PlaceHint id="location-place-hint" location={location} />
        </div>
        <div className="grid grid-cols-[1fr_auto] gap-3">
          <div className="flex flex-col gap-2">
            <Label htmlFor="budget">Budget Range (optional)</Label>
            <Select
              id="budget"
              aria-invalid={errors.budget ? true : undefined}
              aria-describedby={describedBy("budget")}
              {...form.register("budget")}
            >
              <option value="">No budget set</option>
              {BUDGET_RANGES.map((budget) => (
                <option key={budget.value} value={budget.value}>
                  {budgetRangeLabel(budget.value, currency)}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="currency">Currency</Label>
            <Select
              id="currency"
              disabled={quote !== null}
              aria-describedby={quote ? "currency-hint" : describedBy("currency")}
              {...form.register("currency")}
            >
              <CurrencyOptions />
            </Select>
          </div>
          <div className="col-span-2 flex flex-col gap-1">
            {quote ? (
              <p id="currency-hint" className="text-xs text-muted-foreground">
                In the listing&apos;s currency: the proposal, payment and invoice will be too.
              </p>
            ) : null}
            <FieldError id="budget-error" message={errors.budget?.message} />
            <FieldError id="currency-error" message={errors.currency?.message} />
          </div>
        </div>
      </div>

      <fieldset className="flex flex-col gap-3" aria-describedby={describedBy("requirements")}>
        <legend className="mb-3 text-sm font-medium">Special Requirements</legend>
        <Controller
          control={form.control}
          name="requirements"
          render={({ field }) => (
            <RequirementsField value={field.value ?? []} onChange={field.onChange} disabled={busy} />
          )}
        />
        <FieldError id="requirements-error" message={errors.requirements?.message} />
      </fieldset>

      {contact && quote ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor="message">Message</Label>
          <Textarea
            id="message"
            rows={4}
            placeholder="Introduce yourself and ask the operator anything you need to know"
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy("message")}
            {...form.register("message")}
          />
          <FieldError id="message-error" message={errors.message?.message} />
        </div>
      ) : null}

      <div className="flex flex-col gap-2">
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link href="/dashboard/customer" className={buttonVariants({ variant: "outline" })}>
            Cancel
          </Link>
          <SubmitButton disabled={!ready || busy} aria-describedby={ready ? undefined : "post-job-missing"}>
            {busy ? "Posting…" : "Post Job Request"}
          </SubmitButton>
        </div>
        {/* The button is disabled until these are filled: say which, not just grey it out. */}
        {ready ? null : (
          <p id="post-job-missing" data-testid="post-job-missing" className="text-sm text-muted-foreground sm:text-right">
            {missingFieldsText(missing)}
          </p>
        )}
      </div>
    </form>
  );
}

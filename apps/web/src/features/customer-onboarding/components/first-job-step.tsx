"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  currencySymbol,
  isCurrency,
  jobCurrencyOfPlace,
  LIMITS,
  ONBOARDING_JOB_CATEGORIES,
  onboardingJobRequestSchema,
  TIMELINES,
  type OnboardingJobRequestInput,
  type OnboardingJobRequestValues,
} from "@skyhire/validators";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Select, Textarea, SubmitButton } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTRPC } from "~/trpc/react";
import { TOASTS } from "../copy";
import { reportFailure } from "../navigation";
import { clearDraft, readDraft, writeDraftQuietly, jobDraftSchema, type JobDraft } from "../storage";
import { describedBy, FormField } from "~/features/forms/field";
import { PlaceHint } from "~/features/places/place-hint";
import { PlaceSuggestions } from "~/features/places/place-suggestions";
import { CurrencyOptions } from "~/features/money/currency-options";

const EMPTY_JOB: JobDraft = {
  title: "",
  category: "",
  description: "",
  location: "",
  currency: "",
  budgetMin: "",
  budgetMax: "",
  timeline: "",
};

interface FirstJobStepProps {
  storageKey: string;
  onBack: () => void;
  onDone: () => void;
}

/** Step 4: Create Your First Job Request (POST /api/job-requests through onboarding.createJob). */
export function FirstJobStep({ storageKey, onBack, onDone }: FirstJobStepProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<OnboardingJobRequestInput, unknown, OnboardingJobRequestValues>({
    resolver: zodResolver(onboardingJobRequestSchema),
    defaultValues: readDraft(storageKey, jobDraftSchema) ?? EMPTY_JOB,
  });
  const { errors, isSubmitting } = form.formState;
  const location = useWatch({ control: form.control, name: "location" });
  const chosenCurrency = useWatch({ control: form.control, name: "currency" });
  // Until the customer picks one, the job is in the currency of its place: London in pounds.
  const currency = chosenCurrency || jobCurrencyOfPlace(location);
  const symbol = currencySymbol(currency);

  // What is typed survives Back and reload.
  useEffect(() => {
    const subscription = form.watch((values) => writeDraftQuietly(storageKey, values));
    return () => subscription.unsubscribe();
  }, [form, storageKey]);

  const createJob = useMutation(trpc.onboarding.createJob.mutationOptions());

  const onSubmit = form.handleSubmit(async (job) => {
    try {
      // The currency shown is the one stored, picked or not.
      await createJob.mutateAsync({ ...job, currency: job.currency ?? currency });
    } catch (error) {
      reportFailure(error, TOASTS.jobCreationFailed.title, 4);
      return;
    }
    clearDraft(storageKey);
    await queryClient.invalidateQueries();
    toast(TOASTS.jobCreated);
    onDone();
  });

  const error = (name: keyof OnboardingJobRequestInput) => errors[name]?.message;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">Create Your First Job Request</CardTitle>
        <CardDescription>Tell operators what you need; they reply with proposals.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <FormField id="job-title" label="Job Title" error={error("title")}>
            <Input
              {...describedBy("job-title", error("title"))}
              placeholder="e.g. Aerial photos of a new housing estate"
              {...form.register("title")}
            />
          </FormField>
          <FormField id="job-category" label="Category" error={error("category")}>
            <Select {...describedBy("job-category", error("category"))} {...form.register("category")}>
              <option value="">Select a category</option>
              {ONBOARDING_JOB_CATEGORIES.map((category) => (
                <option key={category.value} value={category.value}>
                  {category.label}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id="job-description" label="Description" error={error("description")}>
            <Textarea
              {...describedBy("job-description", error("description"))}
              rows={5}
              placeholder="Where, what you need captured or checked, and anything operators should know."
              {...form.register("description")}
            />
          </FormField>
          <FormField id="job-location" label="Location" error={error("location")}>
            <Input
              {...describedBy("job-location", error("location"))}
              placeholder="e.g. Sydney"
              list="job-location-places"
              autoComplete="off"
              {...form.register("location")}
            />
            <PlaceSuggestions id="job-location-places" />
            <PlaceHint id="job-location-place-hint" location={location} />
          </FormField>
          <FormField id="job-currency" label="Currency" error={error("currency")}>
            <Select
              {...describedBy("job-currency", error("currency"))}
              value={currency}
              onChange={(event) => {
                const picked = event.target.value;
                if (isCurrency(picked)) form.setValue("currency", picked, { shouldDirty: true });
              }}
            >
              <CurrencyOptions />
            </Select>
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="job-budget-min" label={`Minimum Budget (${symbol})`} error={error("budgetMin")}>
              <Input
                {...describedBy("job-budget-min", error("budgetMin"))}
                inputMode="numeric"
                autoComplete="off"
                placeholder={String(LIMITS.budgetMinFloor)}
                {...form.register("budgetMin")}
              />
            </FormField>
            <FormField id="job-budget-max" label={`Maximum Budget (${symbol})`} error={error("budgetMax")}>
              <Input
                {...describedBy("job-budget-max", error("budgetMax"))}
                inputMode="numeric"
                autoComplete="off"
                placeholder={String(LIMITS.budgetMaxFloor)}
                {...form.register("budgetMax")}
              />
            </FormField>
          </div>
          <FormField id="job-timeline" label="Timeline" error={error("timeline")}>
            <Select {...describedBy("job-timeline", error("timeline"))} {...form.register("timeline")}>
              <option value="">Select a timeline</option>
              {TIMELINES.map((timeline) => (
                <option key={timeline.value} value={timeline.value}>
                  {timeline.label}
                </option>
              ))}
            </Select>
          </FormField>
          <div className="flex justify-between gap-3">
            <Button variant="outline" onClick={onBack} disabled={isSubmitting}>
              Back
            </Button>
            <SubmitButton disabled={isSubmitting}>
              {isSubmitting ? "Posting…" : "Post Job Request"}
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

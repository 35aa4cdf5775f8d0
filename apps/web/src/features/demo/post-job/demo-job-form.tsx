"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  DEMO_BUDGET_RANGES,
  DEMO_DELAYS_MS,
  DEMO_JOB_CATEGORIES,
  DEMO_TIMELINES,
  DEMO_TOASTS,
  demoJobSchema,
  type DemoJobInput,
  type DemoJobValues,
} from "@skyhire/validators";
import { Card, CardContent, Input, Label, Spinner, Textarea, SubmitButton } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { CheckCircle2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { PlaceSuggestions } from "~/features/places/place-suggestions";
import { FieldError, SelectField } from "~/features/forms/field";
import { savePostedJob } from "../flow/posted-job";
import { useDelay } from "../flow/use-delay";
import { RequirementsField } from "./requirements-field";

type Phase = "editing" | "posting" | "posted";

/**
 * Step 1 (docs/product.md#demo-flow): the demo job form. Posting is simulated: 1.5 s, the "Job Posted
 * Successfully" toast, then the proposals 2 s later. Nothing is sent anywhere.
 */
export function DemoJobForm() {
  const router = useRouter();
  const wait = useDelay();
  const [phase, setPhase] = useState<Phase>("editing");
  const form = useForm<DemoJobInput, unknown, DemoJobValues>({
    resolver: zodResolver(demoJobSchema),
    defaultValues: { title: "", description: "", location: "", requirements: [] },
  });
  const { errors } = form.formState;
  const busy = phase !== "editing";

  const onSubmit = form.handleSubmit(async (values) => {
    setPhase("posting");
    await wait(DEMO_DELAYS_MS.postJob);
    savePostedJob(values);
    toast(DEMO_TOASTS.jobPosted);
    setPhase("posted");
    await wait(DEMO_DELAYS_MS.toProposals);
    router.push("/demo/proposals");
  });

  if (phase === "posted") {
    return (
      <Card role="status" data-testid="demo-job-posted">
        <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
          <CheckCircle2 className="size-12 text-green-600" aria-hidden="true" />
          <p className="text-lg font-semibold">{DEMO_TOASTS.jobPosted.title}</p>
          <p className="text-sm text-muted-foreground">{DEMO_TOASTS.jobPosted.description}</p>
          <Spinner size="sm" label="Loading proposals" />
        </CardContent>
      </Card>
    );
  }

  const describedBy = (field: keyof DemoJobInput) => (errors[field] ? `demo-${field}-error` : undefined);

  return (
    <Card>
      <CardContent className="p-4 sm:p-6">
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Post a demo job">
          <div className="flex flex-col gap-2">
            <Label htmlFor="demo-title">Job Title</Label>
            <Input
              id="demo-title"
              placeholder="e.g. Commercial roof inspection"
              disabled={busy}
              aria-invalid={!!errors.title}
              aria-describedby={describedBy("title")}
              {...form.register("title")}
            />
            <FieldError id="demo-title-error" message={errors.title?.message} />
          </div>

          <div className="flex flex-col gap-2">
            <Label htmlFor="demo-description">Description</Label>
            <Textarea
              id="demo-description"
              rows={4}
              placeholder="What should the operator capture, and what do you need delivered?"
              disabled={busy}
              aria-invalid={!!errors.description}
              aria-describedby={describedBy("description")}
              {...form.register("description")}
            />
            <FieldError id="demo-description-error" message={errors.description?.message} />
          </div>

          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <SelectField
              id="demo-category"
              label="Category"
              error={errors.category?.message}
              placeholder="Select a category"
              options={DEMO_JOB_CATEGORIES}
              disabled={busy}
              {...form.register("category")}
            />

            <div className="flex flex-col gap-2">
              <Label htmlFor="demo-location">Location</Label>
              <Input
                id="demo-location"
                placeholder="e.g. San Francisco"
                list="demo-location-places"
                autoComplete="off"
                disabled={busy}
                aria-invalid={!!errors.location}
                aria-describedby={describedBy("location")}
                {...form.register("location")}
              />
              <PlaceSuggestions id="demo-location-places" />
              <FieldError id="demo-location-error" message={errors.location?.message} />
            </div>

            <SelectField
              id="demo-budget"
              label="Budget Range"
              error={errors.budget?.message}
              placeholder="Select a budget range"
              options={DEMO_BUDGET_RANGES}
              disabled={busy}
              {...form.register("budget")}
            />

            <SelectField
              id="demo-timeline"
              label="Timeline"
              error={errors.timeline?.message}
              placeholder="Select a timeline"
              options={DEMO_TIMELINES}
              disabled={busy}
              {...form.register("timeline")}
            />
          </div>

          <Controller
            control={form.control}
            name="requirements"
            render={({ field }) => (
              <RequirementsField value={field.value ?? []} onChange={field.onChange} disabled={busy} />
            )}
          />
          <FieldError id="demo-requirements-error" message={errors.requirements?.message} />

          <SubmitButton size="lg" disabled={busy} className="w-full sm:w-auto sm:self-end">
            {phase === "posting" ? (
              <>
                <Spinner size="sm" label="Posting" className="text-current" />
                Posting Job…
              </>
            ) : (
              "Post Job"
            )}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}

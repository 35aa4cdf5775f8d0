"use client";

import {
  AVAILABILITY_OPTIONS,
  DEFAULT_MARGIN_HINT,
  emptyOnboardingPortfolioItem,
  LIMITS,
  OPERATOR_ONBOARDING_LIMITS,
  operatorProfileStepSchema,
  PLACES,
  QUALIFICATIONS,
  SERVICE_AREA_OPTIONS,
  SERVICE_RADIUS_OPTIONS_KM,
  type OperatorProfileStepInput,
  type OperatorProfileStepValues,
} from "@skyhire/validators";
import { Input, Select, Textarea } from "@skyhire/ui";
import { useFieldArray } from "react-hook-form";
import type { ProfileDraft } from "../storage";
import { ChoiceGroup } from "./choice-group";
import { describedBy, FormField } from "~/features/forms/field";
import { PortfolioFields } from "./portfolio-fields";
import { RowList } from "./row-list";
import { StepActions } from "./step-actions";
import { useDraftForm } from "./use-draft-form";

interface ProfileStepProps {
  initial: ProfileDraft;
  onDraft: (values: OperatorProfileStepInput) => void;
  onBack: () => void;
  /** Sends the merged payload; resolves once the outcome has been shown. */
  onSubmit: (values: OperatorProfileStepValues) => Promise<void>;
  /** Said above the form (e.g. that a resubmission goes back to review). */
  notice?: string;
}

const FORM_ID = "operator-profile";

/** Step 4, Setup Your Profile (docs/product.md#operator-onboarding), ending with Submit for Review. */
export function ProfileStep({ initial, onDraft, onBack, onSubmit, notice }: ProfileStepProps) {
  const form = useDraftForm(operatorProfileStepSchema, initial, onDraft);
  const { errors, isSubmitting } = form.formState;
  const portfolio = useFieldArray({ control: form.control, name: "portfolioItems" });
  const bioLength = form.watch("bio")?.length ?? 0;

  return (
    <div className="flex flex-col gap-6">
      {notice ? (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm break-words text-amber-900">
          {notice}
        </p>
      ) : null}
      <form id={FORM_ID} onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-8">
        <FormField
          id="profile-bio"
          label="Professional Bio"
          error={errors.bio?.message}
          hint={`${bioLength}/${OPERATOR_ONBOARDING_LIMITS.bioMax} characters, at least ${OPERATOR_ONBOARDING_LIMITS.bioMin}.`}
        >
          <Textarea {...describedBy("profile-bio", errors.bio?.message, true)} rows={5} {...form.register("bio")} />
        </FormField>

        <ChoiceGroup
          id="profile-qualifications"
          legend="Qualifications"
          options={QUALIFICATIONS}
          registration={form.register("qualifications")}
          error={errors.qualifications?.message ?? errors.qualifications?.root?.message}
        />
        <ChoiceGroup
          id="profile-service-areas"
          legend="Service Areas"
          options={SERVICE_AREA_OPTIONS}
          registration={form.register("serviceAreas")}
          error={errors.serviceAreas?.message ?? errors.serviceAreas?.root?.message}
        />

        <RowList
          id="portfolio"
          title="Portfolio"
          keys={portfolio.fields.map((field) => field.id)}
          row={(index, onRemove) => <PortfolioFields form={form} index={index} onRemove={onRemove} />}
          remove={portfolio.remove}
          add={() => portfolio.append(emptyOnboardingPortfolioItem())}
          addLabel="Add Portfolio Item"
          error={errors.portfolioItems?.root?.message ?? errors.portfolioItems?.message}
        />

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="profile-location"
            label="Base city"
            error={errors.location?.message}
            hint="Where you fly from; customers searching near it find you."
          >
            <Select {...describedBy("profile-location", errors.location?.message, true)} {...form.register("location")}>
              <option value="">Select your city</option>
              {PLACES.map((place) => (
                <option key={place.name} value={place.name}>
                  {place.name}, {place.country}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            id="profile-radius"
            label="Service radius"
            error={errors.serviceRadiusKm?.message}
            hint="How far you travel for a job."
          >
            <Select
              {...describedBy("profile-radius", errors.serviceRadiusKm?.message, true)}
              {...form.register("serviceRadiusKm", { valueAsNumber: true })}
            >
              {SERVICE_RADIUS_OPTIONS_KM.map((km) => (
                <option key={km} value={km}>
                  {km} km
                </option>
              ))}
            </Select>
          </FormField>
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="profile-margin"
            label="Default Margin (%)"
            error={errors.defaultMargin?.message}
            hint={`${DEFAULT_MARGIN_HINT} Between ${LIMITS.onboardingMarginMin} and ${LIMITS.onboardingMarginMax}.`}
          >
            <Input
              {...describedBy("profile-margin", errors.defaultMargin?.message, true)}
              type="number"
              inputMode="decimal"
              min={LIMITS.onboardingMarginMin}
              max={LIMITS.onboardingMarginMax}
              step="0.5"
              {...form.register("defaultMargin", { valueAsNumber: true })}
            />
          </FormField>
          <FormField id="profile-availability" label="Availability" error={errors.availability?.message}>
            <Select {...describedBy("profile-availability", errors.availability?.message)} {...form.register("availability")}>
              <option value="">Select availability</option>
              {AVAILABILITY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
      </form>
      <StepActions onBack={onBack} form={FORM_ID} submitLabel="Submit for Review" busyLabel="Submitting…" busy={isSubmitting} />
    </div>
  );
}

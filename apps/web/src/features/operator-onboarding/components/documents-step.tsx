"use client";

import {
  emptyOnboardingInsurance,
  emptyOnboardingLicence,
  OPERATOR_ONBOARDING_LIMITS,
  operatorDocumentsSchema,
  type OperatorDocumentsInput,
} from "@skyhire/validators";
import { Button, Textarea } from "@skyhire/ui";
import { Plus } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import type { DocumentsDraft } from "../storage";
import { describedBy, FormField, FieldError } from "~/features/forms/field";
import { InsuranceFields } from "./insurance-fields";
import { LicenceFields } from "./licence-fields";
import { StepActions } from "./step-actions";
import { useDraftForm } from "./use-draft-form";

interface DocumentsStepProps {
  initial: DocumentsDraft;
  onDraft: (values: OperatorDocumentsInput) => void;
  onBack: () => void;
  onDone: () => void;
}

const FORM_ID = "operator-documents";

/** Step 3, Documentation (docs/product.md#operator-onboarding): licences, insurance (each with its uploaded file) and competency. */
export function DocumentsStep({ initial, onDraft, onBack, onDone }: DocumentsStepProps) {
  const form = useDraftForm(operatorDocumentsSchema, initial, onDraft);
  const { errors, isSubmitting } = form.formState;
  const licences = useFieldArray({ control: form.control, name: "licenses" });
  const insurance = useFieldArray({ control: form.control, name: "insuranceDocs" });
  const competencyError = errors.competencyProof?.message;

  return (
    <div className="flex flex-col gap-6">
      <form id={FORM_ID} onSubmit={form.handleSubmit(() => onDone())} noValidate className="flex flex-col gap-8">
        <section aria-labelledby="licences-heading" className="flex flex-col gap-4">
          <h2 id="licences-heading" className="text-lg font-semibold">
            Licences
          </h2>
          {licences.fields.map((field, index) => (
            <LicenceFields
              key={field.id}
              form={form}
              index={index}
              onRemove={licences.fields.length > 1 ? () => licences.remove(index) : undefined}
            />
          ))}
          <FieldError id="licences-error" message={errors.licenses?.root?.message ?? errors.licenses?.message} />
          {licences.fields.length < OPERATOR_ONBOARDING_LIMITS.listMax ? (
            <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => licences.append(emptyOnboardingLicence())}>
              <Plus aria-hidden="true" /> Add Licence
            </Button>
          ) : null}
        </section>

        <section aria-labelledby="insurance-heading" className="flex flex-col gap-4">
          <h2 id="insurance-heading" className="text-lg font-semibold">
            Insurance
          </h2>
          {insurance.fields.map((field, index) => (
            <InsuranceFields
              key={field.id}
              form={form}
              index={index}
              onRemove={insurance.fields.length > 1 ? () => insurance.remove(index) : undefined}
            />
          ))}
          <FieldError id="insurance-error" message={errors.insuranceDocs?.root?.message ?? errors.insuranceDocs?.message} />
          {insurance.fields.length < OPERATOR_ONBOARDING_LIMITS.listMax ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="w-fit"
              onClick={() => insurance.append(emptyOnboardingInsurance())}
            >
              <Plus aria-hidden="true" /> Add Insurance
            </Button>
          ) : null}
        </section>

        <FormField
          id="documents-competency"
          label="Proof of Competency"
          error={competencyError}
          hint={`Describe your training, certifications and flight experience (at least ${OPERATOR_ONBOARDING_LIMITS.competencyProofMin} characters).`}
        >
          <Textarea {...describedBy("documents-competency", competencyError, true)} rows={5} {...form.register("competencyProof")} />
        </FormField>
      </form>
      <StepActions onBack={onBack} form={FORM_ID} submitLabel="Continue" busyLabel="Saving…" busy={isSubmitting} />
    </div>
  );
}

"use client";

import {
  emptyOnboardingInsurance,
  emptyOnboardingLicence,
  OPERATOR_ONBOARDING_LIMITS,
  operatorDocumentsSchema,
  type OperatorDocumentsInput,
} from "@skyhire/validators";
import { Textarea } from "@skyhire/ui";
import { useFieldArray } from "react-hook-form";
import type { DocumentsDraft } from "../storage";
import { describedBy, FormField } from "~/features/forms/field";
import { InsuranceFields } from "./insurance-fields";
import { LicenceFields } from "./licence-fields";
import { RowList } from "./row-list";
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
        <RowList
          id="licences"
          title="Licences"
          keys={licences.fields.map((field) => field.id)}
          row={(index, onRemove) => <LicenceFields form={form} index={index} onRemove={onRemove} />}
          remove={licences.remove}
          add={() => licences.append(emptyOnboardingLicence())}
          addLabel="Add Licence"
          error={errors.licenses?.root?.message ?? errors.licenses?.message}
        />

        <RowList
          id="insurance"
          title="Insurance"
          keys={insurance.fields.map((field) => field.id)}
          row={(index, onRemove) => <InsuranceFields form={form} index={index} onRemove={onRemove} />}
          remove={insurance.remove}
          add={() => insurance.append(emptyOnboardingInsurance())}
          addLabel="Add Insurance"
          error={errors.insuranceDocs?.root?.message ?? errors.insuranceDocs?.message}
        />

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

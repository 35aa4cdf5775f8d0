"use client";

import type { OperatorDocumentsInput } from "@skyhire/validators";
import { Input } from "@skyhire/ui";
import type { UseFormReturn } from "react-hook-form";
import { DocumentUpload } from "./file-uploads";
import { describedBy, FormField } from "~/features/forms/field";
import { RowFrame } from "./row-frame";

interface InsuranceFieldsProps {
  form: UseFormReturn<OperatorDocumentsInput, unknown, unknown>;
  index: number;
  onRemove?: () => void;
}

/** One insurance policy: provider, policy number, coverage, expiry date and the uploaded certificate. */
export function InsuranceFields({ form, index, onRemove }: InsuranceFieldsProps) {
  const errors = form.formState.errors.insuranceDocs?.[index];
  const id = (field: string) => `insurance-${index}-${field}`;
  const certificate = form.watch(`insuranceDocs.${index}.document`);
  const name = `Insurance ${index + 1}`;

  return (
    <RowFrame legend={name} onRemove={onRemove}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("provider")} label="Insurance Provider" error={errors?.provider?.message}>
          <Input {...describedBy(id("provider"), errors?.provider?.message)} {...form.register(`insuranceDocs.${index}.provider`)} />
        </FormField>
        <FormField id={id("policy")} label="Policy Number" error={errors?.policyNumber?.message}>
          <Input
            {...describedBy(id("policy"), errors?.policyNumber?.message)}
            {...form.register(`insuranceDocs.${index}.policyNumber`)}
          />
        </FormField>
        <FormField id={id("coverage")} label="Coverage Amount" error={errors?.coverageAmount?.message}>
          <Input
            {...describedBy(id("coverage"), errors?.coverageAmount?.message)}
            placeholder="e.g. $5,000,000"
            {...form.register(`insuranceDocs.${index}.coverageAmount`)}
          />
        </FormField>
        <FormField id={id("expiry")} label="Expiry Date" error={errors?.expiryDate?.message}>
          <Input
            {...describedBy(id("expiry"), errors?.expiryDate?.message)}
            type="date"
            {...form.register(`insuranceDocs.${index}.expiryDate`)}
          />
        </FormField>
      </div>
      <DocumentUpload
        label="Upload Certificate"
        inputLabel={`${name} certificate`}
        purpose="insurance"
        value={certificate}
        onChange={(file) => {
          form.setValue(`insuranceDocs.${index}.document`, file, { shouldDirty: true });
          form.setValue(`insuranceDocs.${index}.documentUrl`, file?.url ?? "", { shouldDirty: true });
        }}
      />
    </RowFrame>
  );
}

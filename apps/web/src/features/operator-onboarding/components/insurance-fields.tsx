"use client";

import type { OperatorDocumentsInput } from "@skyhire/validators";
import type { UseFormReturn } from "react-hook-form";
import { DocumentUpload } from "./file-uploads";
import { TextField } from "~/features/forms/field";
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
  const name = `Insurance ${index + 1}`;
  const field = (key: "provider" | "policyNumber" | "coverageAmount" | "expiryDate") => ({
    error: errors?.[key]?.message,
    ...form.register(`insuranceDocs.${index}.${key}`),
  });

  return (
    <RowFrame legend={name} onRemove={onRemove}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={id("provider")} label="Insurance Provider" {...field("provider")} />
        <TextField id={id("policy")} label="Policy Number" {...field("policyNumber")} />
        <TextField
          id={id("coverage")}
          label="Coverage Amount"
          placeholder="e.g. $5,000,000"
          {...field("coverageAmount")}
        />
        <TextField id={id("expiry")} label="Expiry Date" type="date" {...field("expiryDate")} />
      </div>
      <DocumentUpload
        label="Upload Certificate"
        inputLabel={`${name} certificate`}
        purpose="insurance"
        value={form.watch(`insuranceDocs.${index}.document`)}
        onChange={(file) => {
          form.setValue(`insuranceDocs.${index}.document`, file, { shouldDirty: true });
          form.setValue(`insuranceDocs.${index}.documentUrl`, file?.url ?? "", {
            shouldDirty: true,
          });
        }}
      />
    </RowFrame>
  );
}

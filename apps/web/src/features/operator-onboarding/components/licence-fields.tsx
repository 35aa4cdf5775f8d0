"use client";

import type { OperatorDocumentsInput } from "@skyhire/validators";
import type { UseFormReturn } from "react-hook-form";
import { DocumentUpload } from "./file-uploads";
import { TextField } from "~/features/forms/field";
import { RowFrame } from "./row-frame";

interface LicenceFieldsProps {
  form: UseFormReturn<OperatorDocumentsInput, unknown, unknown>;
  index: number;
  onRemove?: () => void;
}

/** One licence: type (CAA License by default), number, expiry date and the uploaded document. */
export function LicenceFields({ form, index, onRemove }: LicenceFieldsProps) {
  const errors = form.formState.errors.licenses?.[index];
  const id = (field: string) => `licence-${index}-${field}`;
  const name = `Licence ${index + 1}`;
  const field = (key: "type" | "number" | "expiryDate") => ({
    error: errors?.[key]?.message,
    ...form.register(`licenses.${index}.${key}`),
  });

  return (
    <RowFrame legend={name} onRemove={onRemove}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={id("type")} label="Licence Type" {...field("type")} />
        <TextField id={id("number")} label="Licence Number" {...field("number")} />
        <TextField id={id("expiry")} label="Expiry Date" type="date" {...field("expiryDate")} />
      </div>
      <DocumentUpload
        label="Upload Document"
        inputLabel={`${name} document`}
        purpose="licence"
        value={form.watch(`licenses.${index}.document`)}
        onChange={(file) => {
          form.setValue(`licenses.${index}.document`, file, { shouldDirty: true });
          form.setValue(`licenses.${index}.documentUrl`, file?.url ?? "", { shouldDirty: true });
        }}
      />
    </RowFrame>
  );
}

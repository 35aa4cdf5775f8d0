"use client";

import type { OperatorDocumentsInput } from "@skyhire/validators";
import { Input } from "@skyhire/ui";
import type { UseFormReturn } from "react-hook-form";
import { DocumentUpload } from "./file-uploads";
import { describedBy, FormField } from "~/features/forms/field";
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
  const document = form.watch(`licenses.${index}.document`);
  const name = `Licence ${index + 1}`;

  return (
    <RowFrame legend={name} onRemove={onRemove}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("type")} label="Licence Type" error={errors?.type?.message}>
          <Input {...describedBy(id("type"), errors?.type?.message)} {...form.register(`licenses.${index}.type`)} />
        </FormField>
        <FormField id={id("number")} label="Licence Number" error={errors?.number?.message}>
          <Input {...describedBy(id("number"), errors?.number?.message)} {...form.register(`licenses.${index}.number`)} />
        </FormField>
        <FormField id={id("expiry")} label="Expiry Date" error={errors?.expiryDate?.message}>
          <Input
            {...describedBy(id("expiry"), errors?.expiryDate?.message)}
            type="date"
            {...form.register(`licenses.${index}.expiryDate`)}
          />
        </FormField>
      </div>
      <DocumentUpload
        label="Upload Document"
        inputLabel={`${name} document`}
        purpose="licence"
        value={document}
        onChange={(file) => {
          form.setValue(`licenses.${index}.document`, file, { shouldDirty: true });
          form.setValue(`licenses.${index}.documentUrl`, file?.url ?? "", { shouldDirty: true });
        }}
      />
    </RowFrame>
  );
}

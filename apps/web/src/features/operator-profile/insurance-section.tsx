"use client";

import type { UploadedFile } from "@skyhire/validators";
import { Button, Input, Label } from "@skyhire/ui";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useWatch } from "react-hook-form";
import { DocumentUpload } from "./document-upload";
import { useEditorForm } from "./editor-form";
import { EMPTY_INSURANCE } from "./form-values";
import { EditorSection } from "./section";

/** Insurance documents: provider, policy number, coverage amount, expiry and the policy document. */
export function InsuranceSection() {
  const { control } = useEditorForm();
  const { fields, append, remove } = useFieldArray({ control, name: "insuranceDocs" });

  return (
    <EditorSection id="insurance" title="Insurance Documents" description="Your liability insurance policies.">
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">No insurance documents added yet.</p>
      ) : null}
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li key={field.id} className="flex flex-col gap-4 rounded-lg border p-4" aria-label={`Insurance ${index + 1}`}>
            <InsuranceFields index={index} />
            <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => remove(index)}>
              <Trash2 aria-hidden="true" />
              Remove Insurance
            </Button>
          </li>
        ))}
      </ol>
      <Button type="button" variant="outline" className="w-fit" onClick={() => append({ ...EMPTY_INSURANCE })}>
        <Plus aria-hidden="true" />
        Add Insurance
      </Button>
    </EditorSection>
  );
}

function InsuranceFields({ index }: { index: number }) {
  const { register, control, setValue } = useEditorForm();
  const document = useWatch({ control, name: `insuranceDocs.${index}.document` });
  const id = (field: string) => `insurance-${index}-${field}`;

  function setDocument(file: UploadedFile | undefined) {
    setValue(`insuranceDocs.${index}.document`, file, { shouldDirty: true });
    setValue(`insuranceDocs.${index}.documentUrl`, file?.url, { shouldDirty: true });
  }

  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={id("provider")}>Provider</Label>
          <Input id={id("provider")} maxLength={200} {...register(`insuranceDocs.${index}.provider`)} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={id("policy")}>Policy Number</Label>
          <Input id={id("policy")} maxLength={200} {...register(`insuranceDocs.${index}.policyNumber`)} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={id("coverage")}>Coverage Amount</Label>
          <Input
            id={id("coverage")}
            inputMode="decimal"
            maxLength={200}
            placeholder="e.g. 5000000"
            {...register(`insuranceDocs.${index}.coverageAmount`)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={id("expiry")}>Expiry Date</Label>
          <Input id={id("expiry")} type="date" {...register(`insuranceDocs.${index}.expiryDate`)} />
        </div>
      </div>
      <DocumentUpload
        purpose="insurance"
        label="Upload Insurance Document"
        document={document}
        onChange={setDocument}
      />
    </>
  );
}

"use client";

import type { UploadedFile } from "@skyhire/validators";
import { Button, Input, Label } from "@skyhire/ui";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useWatch } from "react-hook-form";
import { DocumentUpload } from "./document-upload";
import { useEditorForm } from "./editor-form";
import { EMPTY_LICENCE } from "./form-values";
import { EditorSection } from "./section";

/** Pilot licences: type, number, expiry date and the licence document. */
export function LicencesSection() {
  const { control } = useEditorForm();
  const { fields, append, remove } = useFieldArray({ control, name: "licences" });

  return (
    <EditorSection id="licences" title="Licences" description="Your drone pilot licences and certificates.">
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">No licences added yet.</p> : null}
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li key={field.id} className="flex flex-col gap-4 rounded-lg border p-4" aria-label={`Licence ${index + 1}`}>
            <LicenceFields index={index} />
            <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => remove(index)}>
              <Trash2 aria-hidden="true" />
              Remove Licence
            </Button>
          </li>
        ))}
      </ol>
      <Button type="button" variant="outline" className="w-fit" onClick={() => append({ ...EMPTY_LICENCE })}>
        <Plus aria-hidden="true" />
        Add Licence
      </Button>
    </EditorSection>
  );
}

function LicenceFields({ index }: { index: number }) {
  const { register, control, setValue } = useEditorForm();
  const document = useWatch({ control, name: `licences.${index}.document` });
  const id = (field: string) => `licences-${index}-${field}`;

  function setDocument(file: UploadedFile | undefined) {
    setValue(`licences.${index}.document`, file, { shouldDirty: true });
    setValue(`licences.${index}.documentUrl`, file?.url, { shouldDirty: true });
  }

  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-2">
          <Label htmlFor={id("type")}>Licence Type</Label>
          <Input id={id("type")} maxLength={200} placeholder="e.g. CASA RPA Licence" {...register(`licences.${index}.type`)} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={id("number")}>Licence Number</Label>
          <Input id={id("number")} maxLength={200} {...register(`licences.${index}.number`)} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={id("expiry")}>Expiry Date</Label>
          <Input id={id("expiry")} type="date" {...register(`licences.${index}.expiryDate`)} />
        </div>
      </div>
      <DocumentUpload purpose="licence" label="Upload Licence Document" document={document} onChange={setDocument} />
    </>
  );
}

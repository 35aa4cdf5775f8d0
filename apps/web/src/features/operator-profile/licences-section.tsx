"use client";

import { TextField } from "~/features/forms/field";
import { DocumentListSection } from "./document-list-section";
import { useEditorForm } from "./editor-form";
import { EMPTY_LICENCE } from "./form-values";

/** Pilot licences: type, number, expiry date and the licence document. */
export function LicencesSection() {
  const { register } = useEditorForm();
  return (
    <DocumentListSection
      list="licences"
      noun="Licence"
      purpose="licence"
      title="Licences"
      description="Your drone pilot licences and certificates."
      emptyText="No licences added yet."
      empty={EMPTY_LICENCE}
    >
      {(index) => {
        const id = (field: string) => `licences-${index}-${field}`;
        return (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <TextField
              id={id("type")}
              label="Licence Type"
              maxLength={200}
              placeholder="e.g. CASA RPA Licence"
              {...register(`licences.${index}.type`)}
            />
            <TextField
              id={id("number")}
              label="Licence Number"
              maxLength={200}
              {...register(`licences.${index}.number`)}
            />
            <TextField
              id={id("expiry")}
              label="Expiry Date"
              type="date"
              {...register(`licences.${index}.expiryDate`)}
            />
          </div>
        );
      }}
    </DocumentListSection>
  );
}

"use client";

import { TextField } from "~/features/forms/field";
import { DocumentListSection } from "./document-list-section";
import { useEditorForm } from "./editor-form";
import { EMPTY_INSURANCE } from "./form-values";

/** Insurance documents: provider, policy number, coverage amount, expiry and the policy document. */
export function InsuranceSection() {
  const { register } = useEditorForm();
  return (
    <DocumentListSection
      list="insuranceDocs"
      noun="Insurance"
      purpose="insurance"
      title="Insurance Documents"
      description="Your liability insurance policies."
      emptyText="No insurance documents added yet."
      empty={EMPTY_INSURANCE}
    >
      {(index) => {
        const id = (field: string) => `insurance-${index}-${field}`;
        return (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              id={id("provider")}
              label="Provider"
              maxLength={200}
              {...register(`insuranceDocs.${index}.provider`)}
            />
            <TextField
              id={id("policy")}
              label="Policy Number"
              maxLength={200}
              {...register(`insuranceDocs.${index}.policyNumber`)}
            />
            <TextField
              id={id("coverage")}
              label="Coverage Amount"
              inputMode="decimal"
              maxLength={200}
              placeholder="e.g. 5000000"
              {...register(`insuranceDocs.${index}.coverageAmount`)}
            />
            <TextField
              id={id("expiry")}
              label="Expiry Date"
              type="date"
              {...register(`insuranceDocs.${index}.expiryDate`)}
            />
          </div>
        );
      }}
    </DocumentListSection>
  );
}

"use client";

import type { OperatorProfileInput } from "@skyhire/validators";
import type { ComponentProps } from "react";
import type { FieldArray, FieldPath } from "react-hook-form";
import { TextField } from "~/features/forms/field";
import { DocumentListSection } from "./document-list-section";
import { useEditorForm } from "./editor-form";
import { EMPTY_INSURANCE, EMPTY_LICENCE } from "./form-values";

type DocumentList = "licences" | "insuranceDocs";

/** One text field of a document entry. */
interface DocumentField<List extends DocumentList> {
  /** The entry's field it edits. */
  name: keyof FieldArray<OperatorProfileInput, List> & string;
  /** The input's id is `{idPrefix}-{index}-{id}`. */
  id: string;
  label: string;
  input?: Pick<ComponentProps<typeof TextField>, "type" | "inputMode" | "maxLength" | "placeholder">;
}

/** A list of documents the operator keeps on file, as data: what it is called and the fields of one entry. */
interface DocumentSectionConfig<List extends DocumentList> extends Omit<ComponentProps<typeof DocumentListSection<List>>, "children"> {
  idPrefix: string;
  /** The entry's grid columns from the small breakpoint on. */
  columns: string;
  fields: DocumentField<List>[];
}

const TEXT = { maxLength: 200 } as const;
const DATE = { type: "date" } as const;

const LICENCES: DocumentSectionConfig<"licences"> = {
  list: "licences",
  noun: "Licence",
  purpose: "licence",
  title: "Licences",
  description: "Your drone pilot licences and certificates.",
  emptyText: "No licences added yet.",
  empty: EMPTY_LICENCE,
  idPrefix: "licences",
  columns: "sm:grid-cols-3",
  fields: [
    { name: "type", id: "type", label: "Licence Type", input: { ...TEXT, placeholder: "e.g. CASA RPA Licence" } },
    { name: "number", id: "number", label: "Licence Number", input: TEXT },
    { name: "expiryDate", id: "expiry", label: "Expiry Date", input: DATE },
  ],
};

const INSURANCE: DocumentSectionConfig<"insuranceDocs"> = {
  list: "insuranceDocs",
  noun: "Insurance",
  purpose: "insurance",
  title: "Insurance Documents",
  description: "Your liability insurance policies.",
  emptyText: "No insurance documents added yet.",
  empty: EMPTY_INSURANCE,
  idPrefix: "insurance",
  columns: "sm:grid-cols-2",
  fields: [
    { name: "provider", id: "provider", label: "Provider", input: TEXT },
    { name: "policyNumber", id: "policy", label: "Policy Number", input: TEXT },
    {
      name: "coverageAmount",
      id: "coverage",
      label: "Coverage Amount",
      input: { ...TEXT, inputMode: "decimal", placeholder: "e.g. 5000000" },
    },
    { name: "expiryDate", id: "expiry", label: "Expiry Date", input: DATE },
  ],
};

function DocumentSection<List extends DocumentList>({ config }: { config: DocumentSectionConfig<List> }) {
  const { register } = useEditorForm();
  const { idPrefix, columns, fields, ...section } = config;
  return (
    <DocumentListSection {...section}>
      {(index) => (
        <div className={`grid grid-cols-1 gap-4 ${columns}`}>
          {fields.map((field) => (
            <TextField
              key={field.name}
              id={`${idPrefix}-${index}-${field.id}`}
              label={field.label}
              {...field.input}
              // A field's name is one of its own list's entry (DocumentField<List>); TypeScript cannot
              // follow the generic list into the template path, so the path is named as a form path.
              {...register(`${config.list}.${index}.${field.name}` as FieldPath<OperatorProfileInput>)}
            />
          ))}
        </div>
      )}
    </DocumentListSection>
  );
}

/** Pilot licences: type, number, expiry date and the licence document. */
export function LicencesSection() {
  return <DocumentSection config={LICENCES} />;
}

/** Insurance documents: provider, policy number, coverage amount, expiry and the policy document. */
export function InsuranceSection() {
  return <DocumentSection config={INSURANCE} />;
}

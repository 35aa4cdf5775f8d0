"use client";

import type { OperatorProfileInput, UploadedFile } from "@skyhire/validators";
import { Button } from "@skyhire/ui";
import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { useFieldArray, useWatch, type FieldArray } from "react-hook-form";
import { DocumentUpload } from "./document-upload";
import { useEditorForm } from "./editor-form";
import { EditorSection } from "./section";

type DocumentList = "licences" | "insuranceDocs";

interface DocumentListSectionProps<List extends DocumentList> {
  list: List;
  /** What one entry is called: "Licence", "Insurance". */
  noun: string;
  title: string;
  description: string;
  emptyText: string;
  empty: FieldArray<OperatorProfileInput, List>;
  /** The text fields of entry `index`. */
  children: (index: number) => ReactNode;
  purpose: "licence" | "insurance";
}

/**
 * A list of documents the operator keeps on file (licences, insurance policies): each entry's
 * fields and its uploaded document, a button to remove it, and one to add another.
 */
export function DocumentListSection<List extends DocumentList>({
  list,
  noun,
  title,
  description,
  emptyText,
  empty,
  children,
  purpose,
}: DocumentListSectionProps<List>) {
  const { control } = useEditorForm();
  const { fields, append, remove } = useFieldArray({ control, name: list });

  return (
    <EditorSection
      id={list === "licences" ? "licences" : "insurance"}
      title={title}
      description={description}
    >
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">{emptyText}</p> : null}
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="flex flex-col gap-4 rounded-lg border p-4"
            aria-label={`${noun} ${index + 1}`}
          >
            {children(index)}
            <EntryDocument list={list} index={index} purpose={purpose} noun={noun} />
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="w-fit"
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" />
              Remove {noun}
            </Button>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        onClick={() => append(structuredClone(empty))}
      >
        <Plus aria-hidden="true" />
        Add {noun}
      </Button>
    </EditorSection>
  );
}

function EntryDocument({
  list,
  index,
  purpose,
  noun,
}: {
  list: DocumentList;
  index: number;
  purpose: "licence" | "insurance";
  noun: string;
}) {
  const { control, setValue } = useEditorForm();
  const document = useWatch({ control, name: `${list}.${index}.document` });

  function setDocument(file: UploadedFile | undefined) {
    setValue(`${list}.${index}.document`, file, { shouldDirty: true });
    setValue(`${list}.${index}.documentUrl`, file?.url, { shouldDirty: true });
  }

  return (
    <DocumentUpload
      purpose={purpose}
      label={`Upload ${noun} Document`}
      document={document}
      onChange={setDocument}
    />
  );
}

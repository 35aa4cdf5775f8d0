"use client";

import { OPERATOR_ONBOARDING_LIMITS } from "@skyhire/validators";
import { Button } from "@skyhire/ui";
import { Plus } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { FieldError } from "~/features/forms/field";

interface RowListProps {
  /** Names the heading (`${id}-heading`) and the list's message (`${id}-error`). */
  id: string;
  title: string;
  /** The rows' React keys (useFieldArray's `fields[i].id`). */
  keys: readonly string[];
  /** Row `index`; `onRemove` is absent for the last row left (a list keeps at least one). */
  row: (index: number, onRemove: (() => void) | undefined) => ReactNode;
  remove: (index: number) => void;
  add: () => void;
  addLabel: string;
  /** The message about the list as a whole (too few rows, too many). */
  error: string | undefined;
}

/** A list of rows to fill in (licences, policies, portfolio items): at least one, at most the step's limit. */
export function RowList({ id, title, keys, row, remove, add, addLabel, error }: RowListProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {keys.map((key, index) => (
        <Fragment key={key}>{row(index, keys.length > 1 ? () => remove(index) : undefined)}</Fragment>
      ))}
      <FieldError id={`${id}-error`} message={error} />
      {keys.length < OPERATOR_ONBOARDING_LIMITS.listMax ? (
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={add}>
          <Plus aria-hidden="true" /> {addLabel}
        </Button>
      ) : null}
    </section>
  );
}

"use client";

import { LIFECYCLE_LIMITS, type MilestonePlanInput } from "@skyhire/validators";
import { Button, Input } from "@skyhire/ui";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { FormField, FieldError, describedBy } from "~/features/forms/field";

/** The part of a proposal form these rows read and write. */
interface MilestonesForm {
  milestones?: MilestonePlanInput[];
}

/**
 * The proposal's optional milestones (issue 15): 1–10 parts of the quote with a title, an amount
 * and a due date, adding up to the quote exactly (the shared schema checks it). None: one payment.
 * Used by both the new-proposal and the edit-proposal form.
 */
export function MilestoneFields<Values extends MilestonesForm, Output>({
  form: proposalForm,
  currency,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  currency: string;
}) {
  // Either proposal form, seen through the one field these rows touch.
  const form = proposalForm as unknown as UseFormReturn<MilestonesForm>;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "milestones" });
  const errors = form.formState.errors.milestones;
  const id = (index: number, name: string) => `milestone-${index}-${name}`;
  return (
    <fieldset className="flex flex-col gap-3" data-testid="milestone-fields">
      <legend className="text-sm font-medium">Milestones (optional)</legend>
      <p className="text-xs text-muted-foreground">
        Split the quote into up to {LIFECYCLE_LIMITS.milestonesMax} parts, each funded and released on its own. The amounts must add up to the quote.
      </p>
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const rowErrors = errors?.[index];
          return (
            <li key={field.id} className="grid grid-cols-1 gap-2 rounded-md border p-3 sm:grid-cols-3" aria-label={`Milestone ${index + 1}`}>
              <FormField id={id(index, "title")} label="Title" error={rowErrors?.title?.message}>
                <Input {...describedBy(id(index, "title"), rowErrors?.title?.message)} maxLength={LIFECYCLE_LIMITS.milestoneTitleMax} {...form.register(`milestones.${index}.title`)} />
              </FormField>
              <FormField id={id(index, "amount")} label={`Amount (${currency})`} error={rowErrors?.amount?.message}>
                <Input {...describedBy(id(index, "amount"), rowErrors?.amount?.message)} inputMode="decimal" {...form.register(`milestones.${index}.amount`)} />
              </FormField>
              <FormField id={id(index, "due")} label="Due date" error={rowErrors?.dueDate?.message}>
                <Input {...describedBy(id(index, "due"), rowErrors?.dueDate?.message)} type="date" {...form.register(`milestones.${index}.dueDate`)} />
              </FormField>
              <Button type="button" variant="ghost" size="sm" className="w-fit sm:col-span-3" onClick={() => remove(index)}>
                <Trash2 aria-hidden="true" />
                Remove milestone {index + 1}
              </Button>
            </li>
          );
        })}
      </ol>
      <FieldError id="milestones-error" message={errors?.message ?? errors?.root?.message} />
      {fields.length < LIFECYCLE_LIMITS.milestonesMax ? (
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => append({ title: "", amount: "", dueDate: "" })}>
          <Plus aria-hidden="true" />
          Add milestone
        </Button>
      ) : null}
    </fieldset>
  );
}

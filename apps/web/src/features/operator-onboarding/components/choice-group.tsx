import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "~/features/forms/field";

interface ChoiceGroupProps {
  id: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error?: string;
}

/** A selector of several values from a value set (docs/product.md#operator-onboarding), as checkboxes. */
export function ChoiceGroup({ id, legend, options, registration, error }: ChoiceGroupProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 sm:grid-cols-3">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
            <input type="checkbox" value={option.value} className="size-4 shrink-0 accent-primary" {...registration} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

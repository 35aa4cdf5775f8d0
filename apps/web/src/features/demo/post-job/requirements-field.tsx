"use client";

import { DEMO_REQUIREMENTS, type DemoRequirement } from "@skyhire/validators";
import { Checkbox, Label } from "@skyhire/ui";

interface RequirementsFieldProps {
  value: DemoRequirement[];
  onChange: (next: DemoRequirement[]) => void;
  disabled?: boolean;
}

/** The optional requirements list (docs/product.md#demo-flow) as checkboxes. */
export function RequirementsField({ value, onChange, disabled }: RequirementsFieldProps) {
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-3 text-sm font-medium">
        Requirements <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:grid-cols-3">
        {DEMO_REQUIREMENTS.map((requirement) => {
          const id = `requirement-${requirement.value}`;
          const checked = value.includes(requirement.value);
          return (
            <div key={requirement.value} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={checked}
                disabled={disabled}
                onCheckedChange={(next) =>
                  onChange(
                    next === true
                      ? [...value, requirement.value]
                      : value.filter((v) => v !== requirement.value),
                  )
                }
              />
              <Label htmlFor={id} className="font-normal">
                {requirement.label}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

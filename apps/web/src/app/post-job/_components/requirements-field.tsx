"use client";

import { SPECIAL_REQUIREMENTS } from "@skyhire/validators";
import { Checkbox, Label } from "@skyhire/ui";

interface RequirementsFieldProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}

/** The special requirements as checkboxes; the value is the list of ticked ids. */
export function RequirementsField({ value, onChange, disabled }: RequirementsFieldProps) {
  function toggle(requirement: string, checked: boolean) {
    onChange(
      checked
        ? SPECIAL_REQUIREMENTS.map((r) => r.value).filter((v) => v === requirement || value.includes(v))
        : value.filter((v) => v !== requirement),
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {SPECIAL_REQUIREMENTS.map((requirement) => {
        const id = `requirement-${requirement.value}`;
        return (
          <li key={requirement.value} className="flex items-center gap-2">
            <Checkbox
              id={id}
              checked={value.includes(requirement.value)}
              disabled={disabled}
              onCheckedChange={(checked) => toggle(requirement.value, checked === true)}
            />
            <Label htmlFor={id} className="font-normal">
              {requirement.label}
            </Label>
          </li>
        );
      })}
    </ul>
  );
}

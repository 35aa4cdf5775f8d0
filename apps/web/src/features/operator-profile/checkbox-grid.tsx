"use client";

import { Checkbox, Label } from "@skyhire/ui";
import { useId } from "react";

interface CheckboxGridProps {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (option: string, checked: boolean) => void;
  /** How an option reads (default: as stored). */
  labelOf?: (option: string) => string;
}

/** A labelled group of checkboxes, one column on phones, more on wider screens. */
export function CheckboxGrid({ legend, options, selected, onToggle, labelOf = (option) => option }: CheckboxGridProps) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{legend}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option, index) => {
          const checkboxId = `${id}-${index}`;
          return (
            <div key={option} className="flex items-center gap-2">
              <Checkbox
                id={checkboxId}
                checked={selected.includes(option)}
                onCheckedChange={(checked) => onToggle(option, checked === true)}
              />
              <Label htmlFor={checkboxId} className="leading-snug font-normal">
                {labelOf(option)}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

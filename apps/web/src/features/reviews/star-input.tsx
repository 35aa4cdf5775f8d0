"use client";

import { cn } from "@skyhire/ui";
import { Star } from "lucide-react";
import { useId } from "react";
import { RATING_LABELS } from "./format";

interface StarInputProps {
  value: number | undefined;
  onChange: (value: number) => void;
  describedBy?: string;
  invalid?: boolean;
}

/** The 1–5 rating as a radio group: keyboard and screen readers get the native radio behaviour. */
export function StarInput({ value, onChange, describedBy, invalid }: StarInputProps) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label="Rating"
      aria-describedby={describedBy}
      aria-invalid={invalid}
      className="flex flex-wrap items-center gap-1"
    >
      {RATING_LABELS.map((label, index) => {
        const stars = index + 1;
        const lit = value !== undefined && stars <= value;
        return (
          <label key={label} className="cursor-pointer rounded-md p-0.5 focus-within:ring-2 focus-within:ring-ring">
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
              aria-label={`${stars} star${stars === 1 ? "" : "s"}: ${label}`}
            />
            <Star
              aria-hidden="true"
              className={cn("size-8 transition-colors", lit ? "fill-amber-400 text-amber-400" : "text-muted-foreground/40")}
            />
          </label>
        );
      })}
      <span className="ml-1 text-sm font-medium" aria-live="polite">
        {value ? RATING_LABELS[value - 1] : ""}
      </span>
    </div>
  );
}

"use client";

import { cn } from "@skyhire/ui";
import { Star } from "lucide-react";
import { useId } from "react";
import { RATING_LABELS } from "./format";

interface StarInputProps {
  value: number | undefined;
  onChange: (value: number) => void;
  /** What each star means, one to five; the reviews' own words unless a page brings its own (the demo). */
  labels?: readonly string[];
  /** Bigger stars, for a page that is only the rating (the demo's). */
  large?: boolean;
  describedBy?: string;
  invalid?: boolean;
}

/** The 1–5 rating as a radio group: keyboard and screen readers get the native radio behaviour. */
export function StarInput({ value, onChange, labels = RATING_LABELS, large = false, describedBy, invalid }: StarInputProps) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label="Rating"
      aria-describedby={describedBy}
      aria-invalid={invalid}
      className="flex flex-wrap items-center gap-1"
    >
      {labels.map((label, index) => {
        const stars = index + 1;
        const lit = value !== undefined && stars <= value;
        return (
          <label
            key={label}
            className={cn("cursor-pointer rounded-md focus-within:ring-2 focus-within:ring-ring", large ? "p-1" : "p-0.5")}
          >
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
              className={cn(
                "transition-colors",
                large ? "size-9" : "size-8",
                lit ? "fill-amber-400 text-amber-400" : "text-muted-foreground/40",
              )}
            />
          </label>
        );
      })}
      <span className={cn("text-sm font-medium", large ? "ml-2" : "ml-1")} aria-live="polite">
        {value ? labels[value - 1] : ""}
      </span>
    </div>
  );
}

"use client";

import { cn } from "@skyhire/ui";
import { Star } from "lucide-react";

interface StarRatingProps {
  value: number | undefined;
  onChange: (value: number) => void;
  labels: string[];
  describedBy?: string;
  invalid?: boolean;
}

/** Five stars as a radio group: keyboard and screen readers get the native radio behaviour. */
export function StarRating({ value, onChange, labels, describedBy, invalid }: StarRatingProps) {
  return (
    <div role="radiogroup" aria-label="Rating" aria-describedby={describedBy} aria-invalid={invalid} className="flex flex-wrap items-center gap-1">
      {labels.map((label, index) => {
        const stars = index + 1;
        const lit = value !== undefined && stars <= value;
        return (
          <label key={label} className="cursor-pointer rounded-md p-1 focus-within:ring-2 focus-within:ring-ring">
            <input
              type="radio"
              name="demo-rating"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
              aria-label={`${stars} star${stars === 1 ? "" : "s"}: ${label}`}
            />
            <Star
              aria-hidden="true"
              className={cn("size-9 transition-colors", lit ? "fill-amber-400 text-amber-400" : "text-muted-foreground/40")}
            />
          </label>
        );
      })}
      <span className="ml-2 text-sm font-medium" aria-live="polite">
        {value ? labels[value - 1] : ""}
      </span>
    </div>
  );
}

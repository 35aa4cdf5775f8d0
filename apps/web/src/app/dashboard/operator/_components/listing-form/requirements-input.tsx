"use client";

import { addRequirement, requirementLabel, SPECIAL_REQUIREMENTS } from "@skyhire/validators";
import { Button, Input } from "@skyhire/ui";
import { Plus, X } from "lucide-react";
import { useState, type KeyboardEvent } from "react";

interface RequirementsInputProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  /** The id of the field-level message, when there is one. */
  describedBy?: string;
}

/**
 * Requirements as tags: type one and press Enter or Add, pick a common one, remove with ×.
 * The same rules as the schema (trimmed, no duplicates, limited) answer here, under the input.
 */
export function RequirementsInput({ value, onChange, disabled, describedBy }: RequirementsInputProps) {
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);

  function add(typed: string) {
    const result = addRequirement(value, typed);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    setDraft("");
    onChange(result.requirements);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the tag instead of submitting the whole form.
    if (event.key === "Enter") {
      event.preventDefault();
      add(draft);
    }
  }

  const suggestions = SPECIAL_REQUIREMENTS.filter(
    (preset) => !value.some((tag) => tag.toLowerCase() === preset.value || tag.toLowerCase() === preset.label.toLowerCase()),
  );
  const describedByIds = [describedBy, error ? "requirement-input-error" : undefined].filter(Boolean).join(" ");

  return (
    <div className="flex flex-col gap-3">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Added requirements">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-md border bg-secondary py-1 pr-1 pl-2 text-sm"
            >
              <span className="min-w-0 break-words">{requirementLabel(tag)}</span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(value.filter((existing) => existing !== tag))}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded hover:bg-background disabled:opacity-50"
                aria-label={`Remove ${requirementLabel(tag)}`}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No requirements added yet.</p>
      )}

      <div className="flex gap-2">
        <Input
          id="requirement-input"
          value={draft}
          disabled={disabled}
          placeholder="e.g. Thermal camera"
          aria-label="New requirement"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds || undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" disabled={disabled} onClick={() => add(draft)}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      {error ? (
        <p id="requirement-input-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}

      {suggestions.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs text-muted-foreground">Common:</span>
          {suggestions.map((preset) => (
            <Button
              key={preset.value}
              type="button"
              variant="ghost"
              size="sm"
              disabled={disabled}
              className="h-7 px-2 text-xs"
              onClick={() => add(preset.value)}
              aria-label={`Add ${preset.label}`}
            >
              <Plus aria-hidden="true" />
              {preset.label}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

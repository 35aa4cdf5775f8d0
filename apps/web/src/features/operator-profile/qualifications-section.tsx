"use client";

import { QUALIFICATION_PRESETS, qualificationLabel } from "@skyhire/validators";
import { Badge, Button, Input, Label } from "@skyhire/ui";
import { Plus, X } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { useWatch } from "react-hook-form";
import { CheckboxGrid } from "./checkbox-grid";
import { useEditorForm } from "./editor-form";
import { EditorSection } from "./section";

const PRESETS: readonly string[] = QUALIFICATION_PRESETS;

/** The 12 presets as checkboxes, plus custom qualifications (trimmed, non-empty, not a duplicate). */
export function QualificationsSection() {
  const { control, setValue } = useEditorForm();
  const selected = useWatch({ control, name: "qualifications" }) ?? [];
  const [custom, setCustom] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const customOnes = selected.filter((q) => !PRESETS.includes(q));

  function save(next: string[]) {
    setValue("qualifications", next, { shouldDirty: true, shouldValidate: false });
  }

  function toggle(option: string, checked: boolean) {
    save(checked ? [...selected, option] : selected.filter((q) => q !== option));
  }

  function addCustom() {
    const value = custom.trim();
    if (!value) return;
    const same = (q: string) => q.toLowerCase() === value.toLowerCase();
    if (selected.some(same)) {
      setNote(`${value} is already in your qualifications.`);
      return;
    }
    // Typing a preset's name ticks the preset rather than adding a second spelling of it.
    save([...selected, PRESETS.find(same) ?? value]);
    setCustom("");
    setNote(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault(); // Enter adds the qualification; it does not submit the profile.
    addCustom();
  }

  return (
    <EditorSection
      id="qualifications"
      title="Qualifications"
      description="Select your certifications and add any others you hold."
    >
      <CheckboxGrid
        legend="Qualifications"
        options={PRESETS}
        selected={selected}
        onToggle={toggle}
        labelOf={qualificationLabel}
      />

      <div className="flex flex-col gap-2">
        <Label htmlFor="custom-qualification">Custom Qualification</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="custom-qualification"
            value={custom}
            maxLength={200}
            placeholder="e.g. Night Operations Endorsement"
            aria-describedby={note ? "custom-qualification-note" : undefined}
            onChange={(event) => {
              setCustom(event.target.value);
              setNote(null);
            }}
            onKeyDown={onKeyDown}
          />
          <Button type="button" variant="outline" onClick={addCustom} disabled={!custom.trim()}>
            <Plus aria-hidden="true" />
            Add Qualification
          </Button>
        </div>
        {note ? (
          <p id="custom-qualification-note" role="status" className="text-sm text-muted-foreground">
            {note}
          </p>
        ) : null}
      </div>

      {customOnes.length > 0 ? (
        <ul aria-label="Custom qualifications" className="flex flex-wrap gap-2">
          {customOnes.map((q) => (
            <li key={q}>
              <Badge variant="secondary" className="max-w-full gap-1 py-1 pr-1 whitespace-normal">
                <span className="break-all">{qualificationLabel(q)}</span>
                <button
                  type="button"
                  aria-label={`Remove ${qualificationLabel(q)}`}
                  onClick={() => toggle(q, false)}
                  className="rounded p-0.5 hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </EditorSection>
  );
}

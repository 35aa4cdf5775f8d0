"use client";

import { SERVICE_CITIES } from "@skyhire/validators";
import { useWatch } from "react-hook-form";
import { CheckboxGrid } from "./checkbox-grid";
import { useEditorForm } from "./editor-form";
import { EditorSection } from "./section";

/** The 25 cities an operator can serve (spec 000 §9). */
export function ServiceAreasSection() {
  const { control, setValue } = useEditorForm();
  const selected = useWatch({ control, name: "serviceAreas" }) ?? [];

  function toggle(city: string, checked: boolean) {
    const next = checked ? [...selected, city] : selected.filter((c) => c !== city);
    setValue("serviceAreas", next, { shouldDirty: true });
  }

  return (
    <EditorSection id="service-areas" title="Service Areas" description="Where you can take on work.">
      <CheckboxGrid legend="Service Areas" options={SERVICE_CITIES} selected={selected} onToggle={toggle} />
    </EditorSection>
  );
}

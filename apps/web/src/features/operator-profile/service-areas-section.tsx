"use client";

import { SERVICE_CITIES, serviceAreaLabel } from "@skyhire/validators";
import { useWatch } from "react-hook-form";
import { CheckboxGrid } from "./checkbox-grid";
import { useEditorForm } from "./editor-form";
import { EditorSection } from "./section";

/**
 * The 25 cities an operator can serve (spec 000 §9), and any other area already stored (the
 * operator onboarding's service types, e.g. "Inspection"), shown ticked so it can be seen and removed.
 */
const cities = new Set<string>(SERVICE_CITIES);

export function ServiceAreasSection() {
  const { control, setValue } = useEditorForm();
  const selected = useWatch({ control, name: "serviceAreas" }) ?? [];

  function toggle(city: string, checked: boolean) {
    const next = checked ? [...selected, city] : selected.filter((c) => c !== city);
    setValue("serviceAreas", next, { shouldDirty: true });
  }

  return (
    <EditorSection id="service-areas" title="Service Areas" description="Where you can take on work.">
      <CheckboxGrid
        legend="Service Areas"
        options={[...SERVICE_CITIES, ...selected.filter((area) => !cities.has(area))]}
        selected={selected}
        onToggle={toggle}
        labelOf={serviceAreaLabel}
      />
    </EditorSection>
  );
}

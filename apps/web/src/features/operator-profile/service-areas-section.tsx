"use client";

import { SERVICE_CITIES, serviceAreaLabel } from "@skyhire/validators";
import { useWatch } from "react-hook-form";
import { CheckboxGrid } from "./checkbox-grid";
import { useEditorForm } from "./editor-form";
import { EditorSection } from "./section";

/**
 * The cities onboarding and the editor offer (docs/product.md#value-lists), and any other stored place (every
 * service area is a PLACES name), shown ticked so what is stored is what the editor shows.
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

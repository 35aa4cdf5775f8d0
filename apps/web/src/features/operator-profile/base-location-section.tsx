"use client";

import { PLACES, SERVICE_RADIUS_OPTIONS_KM } from "@skyhire/validators";
import { Label, Select } from "@skyhire/ui";
import { useEditorForm } from "./editor-form";
import { FieldError } from "~/features/forms/field";
import { EditorSection } from "./section";

/** The city the operator flies from and how far they travel: what "near {city}" searches match. */
export function BaseLocationSection() {
  const { register, formState } = useEditorForm();
  const { errors } = formState;
  return (
    <EditorSection id="base-location" title="Base and Travel" description="Customers searching near your city find you.">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="location">Base city</Label>
          <Select
            id="location"
            aria-invalid={!!errors.location}
            aria-describedby={errors.location ? "location-error" : undefined}
            {...register("location")}
          >
            <option value="">Not set</option>
            {PLACES.map((place) => (
              <option key={place.name} value={place.name}>
                {place.name}, {place.country}
              </option>
            ))}
          </Select>
          <FieldError id="location-error" message={errors.location?.message} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="serviceRadiusKm">Service radius</Label>
          <Select
            id="serviceRadiusKm"
            aria-invalid={!!errors.serviceRadiusKm}
            aria-describedby={errors.serviceRadiusKm ? "serviceRadiusKm-error" : undefined}
            {...register("serviceRadiusKm", { valueAsNumber: true })}
          >
            {SERVICE_RADIUS_OPTIONS_KM.map((km) => (
              <option key={km} value={km}>
                {km} km
              </option>
            ))}
          </Select>
          <FieldError id="serviceRadiusKm-error" message={errors.serviceRadiusKm?.message} />
        </div>
      </div>
    </EditorSection>
  );
}

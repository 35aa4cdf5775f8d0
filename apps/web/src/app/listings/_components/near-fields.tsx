"use client";

import { PLACES, SEARCH_RADIUS_OPTIONS_KM } from "@skyhire/validators/plain";
import { Label, Select } from "@skyhire/ui";

interface NearFieldsProps {
  /** Ids of the two selects (one page may hold several forms). */
  idPrefix: string;
  near: string | undefined;
  radiusKm: number;
  onNear: (place: string | undefined) => void;
  onRadius: (km: number) => void;
  /** The place names as "Sydney, Australia" (true) or "Sydney". */
  withCountry?: boolean;
}

/** "Near {place}" and "Within N km", as browse and the job board ask for them. */
export function NearFields({ idPrefix, near, radiusKm, onNear, onRadius, withCountry = false }: NearFieldsProps) {
  return (
    <>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${idPrefix}-near`}>Near</Label>
        <Select id={`${idPrefix}-near`} name="near" value={near ?? ""} onChange={(event) => onNear(event.target.value || undefined)}>
          <option value="">Anywhere</option>
          {PLACES.map((place) => (
            <option key={place.name} value={place.name}>
              {withCountry ? `${place.name}, ${place.country}` : place.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${idPrefix}-radius`}>Within</Label>
        <Select
          id={`${idPrefix}-radius`}
          name="radiusKm"
          value={radiusKm}
          disabled={!near}
          onChange={(event) => onRadius(Number(event.target.value))}
        >
          {SEARCH_RADIUS_OPTIONS_KM.map((km) => (
            <option key={km} value={km}>
              {km} km
            </option>
          ))}
        </Select>
      </div>
    </>
  );
}

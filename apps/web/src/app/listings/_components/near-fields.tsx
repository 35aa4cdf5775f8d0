import { PLACES, SEARCH_RADIUS_OPTIONS_KM } from "@skyhire/validators/plain";
import { Select, labelClasses } from "@skyhire/ui";

interface NearFieldsProps {
  /** Ids of the two selects (one page may hold several forms). */
  idPrefix: string;
  near: string | undefined;
  radiusKm: number;
  /**
   * Applies a choice at once (client code: the job board). Without them the selects are plain
   * fields of their GET form, rendered on the server (browse, docs/performance.md#page-weight).
   */
  onNear?: (place: string | undefined) => void;
  onRadius?: (km: number) => void;
  /** The place names as "Sydney, Australia" (true) or "Sydney". */
  withCountry?: boolean;
}

/** "Near {place}" and "Within N km", as browse and the job board ask for them. */
export function NearFields({ idPrefix, near, radiusKm, onNear, onRadius, withCountry = false }: NearFieldsProps) {
  const nearValue = onNear
    ? { value: near ?? "", onChange: (event: { target: { value: string } }) => onNear(event.target.value || undefined) }
    : { defaultValue: near ?? "" };
  const radiusValue = onRadius
    ? { value: radiusKm, onChange: (event: { target: { value: string } }) => onRadius(Number(event.target.value)) }
    : { defaultValue: radiusKm };
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-near`} className={labelClasses}>
          Near
        </label>
        <Select id={`${idPrefix}-near`} name="near" {...nearValue}>
          <option value="">Anywhere</option>
          {PLACES.map((place) => (
            <option key={place.name} value={place.name}>
              {withCountry ? `${place.name}, ${place.country}` : place.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-radius`} className={labelClasses}>
          Within
        </label>
        <Select id={`${idPrefix}-radius`} name="radiusKm" disabled={!near} {...radiusValue}>
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

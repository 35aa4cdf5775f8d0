import { PLACES } from "@skyhire/validators";

/**
 * The known places as suggestions for a free-text location input (`<input list={id}>`): picking one
 * gives the job a point for "near" searches; any other text is still allowed.
 */
export function PlaceSuggestions({ id }: { id: string }) {
  return (
    <datalist id={id} data-testid={id}>
      {PLACES.map((place) => (
        <option key={place.name} value={place.name} label={`${place.name}, ${place.country}`} />
      ))}
    </datalist>
  );
}

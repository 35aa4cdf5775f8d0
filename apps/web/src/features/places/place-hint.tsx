import { placeNamedIn } from "@skyhire/validators";

/**
 * Under a job's free-text location: when it names no known place, says that "near" searches will
 * not find the job (only a known place gives it a point) and how to fix it. Quiet otherwise.
 */
export function PlaceHint({ location, id }: { location: string | undefined; id: string }) {
  const text = location?.trim() ?? "";
  if (!text || placeNamedIn(text)) return null;
  return (
    <p id={id} className="text-xs text-muted-foreground" data-testid="place-hint" aria-live="polite">
      Operators searching near a city will not find “{text}”. Start it with a city from the list, e.g. “Sydney,
      Surry Hills”.
    </p>
  );
}

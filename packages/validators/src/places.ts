import { z } from "zod";
import { PLACE_MESSAGES, RADIUS_KM, findPlace } from "./place-list";

export * from "./place-list";

/** A place name from PLACES (any letter case), stored as the list writes it. */
export const placeNameSchema = z
  .string({ error: PLACE_MESSAGES.place })
  .trim()
  .refine((name) => findPlace(name) !== undefined, PLACE_MESSAGES.place)
  .transform((name) => findPlace(name)?.name ?? name);

/** How far an operator travels from their base, whole km. */
export const serviceRadiusSchema = z.coerce
  .number<number | string>({ error: PLACE_MESSAGES.radius })
  .int(PLACE_MESSAGES.radius)
  .min(1, PLACE_MESSAGES.radius)
  .max(RADIUS_KM.serviceMax, PLACE_MESSAGES.radius)
  .default(RADIUS_KM.serviceDefault);

/** The radii offered for an operator's service area. */
export const SERVICE_RADIUS_OPTIONS_KM = [10, 25, 50, 100, 150, 200, 300] as const;

/** How a stored service area (a place name) reads: as the list writes it. */
export function serviceAreaLabel(value: string): string {
  return findPlace(value)?.name ?? value;
}

/** Service areas: places of PLACES (any letter case), stored as the list writes them, no duplicates. */
export function serviceAreaListSchema(requiredMessage?: string) {
  const list = z.array(placeNameSchema, { error: requiredMessage ?? PLACE_MESSAGES.place }).max(100, PLACE_MESSAGES.place);
  return (requiredMessage ? list.min(1, requiredMessage) : list).transform((areas) => [...new Set(areas)]);
}

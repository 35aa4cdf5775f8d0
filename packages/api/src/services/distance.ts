/**
 * "Within N km" in SQL: cube + earthdistance. A GiST index on ll_to_earth(lat, lng) answers the
 * earth_box test; the exact earth_distance then decides.
 */
import { RADIUS_KM, type SearchOrigin } from "@skyhire/validators";
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

export interface PointColumns {
  lat: PgColumn;
  lng: PgColumn;
}

function originPoint(origin: SearchOrigin): SQL {
  return sql`ll_to_earth(${origin.lat}::float8, ${origin.lng}::float8)`;
}

function rowPoint(point: PointColumns): SQL {
  return sql`ll_to_earth(${point.lat}, ${point.lng})`;
}

/** Metres from the origin to the row's point. */
export function distanceMetres(origin: SearchOrigin, point: PointColumns): SQL<number> {
  return sql<number>`earth_distance(${originPoint(origin)}, ${rowPoint(point)})`;
}

/** Whole km from the origin to the row's point, for showing on a card. */
export function distanceKm(origin: SearchOrigin, point: PointColumns): SQL<number> {
  return sql<number>`round(${distanceMetres(origin, point)} / 1000)`.mapWith(Number);
}

/**
 * The row's point lies within the origin's radius, or (with `reachKm`, a column of km) the origin
 * lies within the row's own radius. The box covers the larger radius a match can have.
 */
export function withinRadius(origin: SearchOrigin, point: PointColumns, reachKm?: PgColumn): SQL {
  const boxMetres = (reachKm ? Math.max(origin.radiusKm, RADIUS_KM.serviceMax) : origin.radiusKm) * 1000;
  const limit = reachKm
    ? sql`greatest(${origin.radiusKm * 1000}::float8, ${reachKm} * 1000.0)`
    : sql`${origin.radiusKm * 1000}::float8`;
  return sql`(${point.lat} is not null
    and earth_box(${originPoint(origin)}, ${boxMetres}::float8) @> ${rowPoint(point)}
    and ${distanceMetres(origin, point)} <= ${limit})`;
}

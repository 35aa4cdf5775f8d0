import { Column, is, SQL, Subquery } from "drizzle-orm";

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** A selected column as drizzle keeps it on a prepared select: where it goes, and what it is. */
interface SelectedField {
  path: string[];
  field: unknown;
}

/** The decoder drizzle's own row mapping would pick for a field (same order of checks). */
function decoderOf(field: unknown): Decoder | null {
  const decoder: unknown = is(field, Column)
    ? field
    : is(field, SQL)
      ? Reflect.get(field, "decoder")
      : is(field, Subquery)
        ? Reflect.get(field._.sql, "decoder")
        : is(field, SQL.Aliased)
          ? Reflect.get(field.sql, "decoder")
          : null;
  const decodes =
    typeof decoder === "object" &&
    decoder !== null &&
    typeof Reflect.get(decoder, "mapFromDriverValue") === "function";
  return decodes ? (decoder as Decoder) : null;
}

/**
 * Gives a prepared select of flat columns a row mapper worked out once. drizzle maps each row by
 * asking, for every column of every row, what kind of field it is (`mapResultRow`): at a page of
 * 12 cards that was about 40 µs of a 300 µs request under load (docs/performance.md). The values
 * are decoded by the same decoders, so rows come out exactly as drizzle's own mapping gives them.
 * Selects with nested objects (a joined table as a whole) keep drizzle's mapping, which also nulls
 * out a left join that found nothing.
 */
export function withRowsMappedOnce<Prepared extends object>(prepared: Prepared): Prepared {
  const fields = Reflect.get(prepared, "fields") as SelectedField[] | undefined;
  if (!Array.isArray(fields) || Reflect.get(prepared, "customResultMapper")) return prepared;
  if (fields.some((selected) => selected.path.length !== 1)) return prepared;
  const columns: { name: string; decoder: Decoder }[] = [];
  for (const selected of fields) {
    const decoder = decoderOf(selected.field);
    if (decoder === null) return prepared;
    columns.push({ name: selected.path[0] ?? "", decoder });
  }
  const mapRow = (row: unknown[]) => {
    const mapped: Record<string, unknown> = {};
    columns.forEach(({ name, decoder }, index) => {
      const raw = row[index];
      mapped[name] = raw === null ? null : decoder.mapFromDriverValue(raw);
    });
    return mapped;
  };
  Object.assign(prepared, { customResultMapper: (rows: unknown[][]) => rows.map(mapRow) });
  return prepared;
}

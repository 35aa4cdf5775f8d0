/**
 * CSV files the API answers (`Accept: text/csv`): operator analytics and statements. RFC 4180 —
 * comma-separated, CRLF line ends, a field quoted when it holds a comma, a quote or a line break,
 * quotes doubled. A text cell a spreadsheet would run as a formula (=, +, -, @ first) gets a
 * leading apostrophe, so a job title like "=HYPERLINK(…)" stays text; numbers are written as they are.
 */

export type CsvCell = string | number | null;

export interface CsvTable {
  /** The file's name when saved ("skyhire-statement-2026-11-01-to-2026-11-30.csv"). */
  filename: string;
  header: string[];
  rows: CsvCell[][];
}

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/** A plain decimal (money as numeric text, counts): safe to leave as it is, even with a minus sign. */
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(cell: CsvCell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  const text = FORMULA_START.test(cell) && !NUMBER_TEXT.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The table as CSV text, header first, each line ended by CRLF. */
export function toCsv(table: Pick<CsvTable, "header" | "rows">): string {
  return [table.header, ...table.rows].map((row) => `${row.map(cellText).join(",")}\r\n`).join("");
}

/**
 * Whether a request's `Accept` header prefers CSV to JSON: `text/csv` with a higher weight than
 * `application/json` (or `*` wildcards). JSON stays the answer when both weigh the same or neither is named.
 */
export function prefersCsv(accept: string | null | undefined): boolean {
  if (!accept) return false;
  let csv = 0;
  let json = 0;
  for (const part of accept.split(",")) {
    const [type = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(weight)) continue;
    if (type === "text/csv") csv = Math.max(csv, weight);
    if (type === "application/json" || type === "application/*" || type === "*/*") json = Math.max(json, weight);
  }
  return csv > json;
}

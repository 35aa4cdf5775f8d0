import { formatHours, formatMoney, formatShare } from "@skyhire/validators";

/** How a chart's values read (a name, so a server page can choose it for a client chart). */
export type ValueFormat = "count" | "share" | "hours" | "rating" | { money: string };

export function formatValue(value: number | null, format: ValueFormat): string {
  if (value === null) return "—";
  if (typeof format === "object") return formatMoney(value, format.money);
  switch (format) {
    case "share":
      return formatShare(value);
    case "hours":
      return formatHours(value);
    case "rating":
      return value.toFixed(2);
    default:
      return value.toLocaleString("en-US");
  }
}

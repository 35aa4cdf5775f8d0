/** The fields the Post Job Request button waits for, with the labels the form shows them by. */
export const REQUIRED_FIELDS = [
  { name: "title", label: "Job Title" },
  { name: "category", label: "Category" },
  { name: "description", label: "Description" },
  { name: "location", label: "Location" },
] as const;

/** The labels of the required fields still empty (blank counts as empty), in the form's order. */
export function missingFields(values: readonly unknown[]): string[] {
  return REQUIRED_FIELDS.filter((_, i) => {
    const value = values[i];
    return typeof value !== "string" || value.trim() === "";
  }).map((field) => field.label);
}

/** Why the button is disabled: "To post, fill in Job Title, Description and Location." */
export function missingFieldsText(missing: readonly string[]): string {
  if (missing.length === 0) return "";
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(", ")} and ${missing.at(-1)}`;
  return `To post, fill in ${list}.`;
}

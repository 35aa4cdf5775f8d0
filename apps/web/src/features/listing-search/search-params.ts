/** What Next hands a page as `searchParams`. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter (`?q=a&q=b` reads as "a"). */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A path with the given query parameters, leaving out the empty ones. */
export function withQuery(
  path: string,
  params: Record<string, string | number | undefined>,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The zod message of a failed parse, for showing next to the fallback that replaced the value. */
export function firstIssue(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? "Invalid value";
}

/** Every query parameter's first value (a search as plain names and strings). */
export function firstValues(params: SearchParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).flatMap(([name, value]) => {
      const first = firstParam(value);
      return first === undefined ? [] : [[name, first]];
    }),
  );
}

/** What the REST layer reads of a procedure's input schema: its object and the names it declares. */
import { z } from "zod";

/** The object schema behind `.default()`, `.optional()` and `.transform()` wrappers, if there is one. */
export function objectOf(schema: unknown): z.ZodObject | null {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional || schema instanceof z.ZodPrefault) {
    return objectOf(schema.unwrap());
  }
  if (schema instanceof z.ZodPipe) return objectOf(schema.in);
  return null;
}

/** The field names the input schemas declare (of a GET: its query parameters), path values aside. */
export function declaredFields(inputs: readonly unknown[], pathParams: readonly string[]): string[] {
  const names = inputs.flatMap((input) => Object.keys(objectOf(input)?.shape ?? {}));
  return [...new Set(names)].filter((name) => !pathParams.includes(name));
}

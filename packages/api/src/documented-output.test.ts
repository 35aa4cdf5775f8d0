import { describe, expect, it } from "vitest";
import { z } from "zod";
import { documented, documentedSchemaOf } from "./documented-output";

describe("a documented output", () => {
  const schema = z.object({ id: z.string() });

  it("goes out as the service returned it: no field is stripped, nothing is parsed", () => {
    const asIs = documented(schema);
    const value = { id: "l1", attachments: [{ id: "a1" }] };
    expect(asIs(value)).toBe(value);
  });

  it("keeps its schema for the OpenAPI document", () => {
    expect(documentedSchemaOf(documented(schema))).toBe(schema);
    expect(documentedSchemaOf(schema)).toBeUndefined();
    expect(documentedSchemaOf(undefined)).toBeUndefined();
  });
});

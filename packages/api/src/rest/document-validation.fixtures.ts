/**
 * FOR TESTS ONLY. Whether an answer is one /api/openapi.json documents for its operation: a
 * documented status, and a body that validates against that status's schema (JSON Schema 2020-12,
 * as OpenAPI 3.1 uses it, by Ajv).
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { PROBLEM_CONTENT_TYPE } from "./errors";
import { openApiDocument } from "./openapi";
import { matchOperation } from "./operations";

const DOCUMENT_ID = "skyhire:openapi";
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
/** A response, or a `$ref` to a shared one under `components.responses` (the refusals). */
interface ResponseOrRef {
  $ref?: string;
  content?: Record<string, unknown>;
}
const document = JSON.parse(JSON.stringify(openApiDocument())) as {
  paths: Record<string, Record<string, { responses: Record<string, ResponseOrRef> }>>;
  components?: { responses?: Record<string, ResponseOrRef> };
};
ajv.addSchema(document, DOCUMENT_ID);

/** A JSON-pointer segment inside a URI fragment. */
function segment(name: string): string {
  return encodeURIComponent(name.replace(/~/g, "~0").replace(/\//g, "~1"));
}

/**
 * What is wrong with an answer of `method pathname`, by the document (none when it matches, or when
 * no operation serves that path and method).
 */
export function documentMismatches(method: string, pathname: string, status: number, body: unknown): string[] {
  const match = matchOperation(method, pathname);
  if (match.kind !== "found") return [];
  const verb = match.operation.method.toLowerCase();
  const name = `${match.operation.method} ${match.operation.path} → ${status}`;
  const written = document.paths[match.operation.path]?.[verb]?.responses[String(status)];
  if (!written) return [`${name}: the status is not documented`];
  const shared = written.$ref?.replace("#/components/responses/", "");
  const response = shared === undefined ? written : document.components?.responses?.[shared];
  const media = status >= 400 ? PROBLEM_CONTENT_TYPE : "application/json";
  if (!response?.content?.[media]) return [`${name}: no ${media} body is documented`];
  const place = shared === undefined
    ? ["paths", match.operation.path, verb, "responses", String(status)]
    : ["components", "responses", shared];
  const pointer = [...place, "content", media, "schema"];
  const validate = ajv.getSchema(`${DOCUMENT_ID}#/${pointer.map(segment).join("/")}`);
  if (!validate) return [`${name}: the schema cannot be read`];
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${name}: ${error.instancePath || "(body)"} ${error.message ?? ""} ${JSON.stringify(error.params)}`);
}

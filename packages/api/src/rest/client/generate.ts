/**
 * The TypeScript types of the REST API for outside clients, generated from the OpenAPI document
 * with openapi-typescript (docs/api.md). `pnpm --filter @skyhire/api openapi:types` rewrites
 * `schema.ts` beside this file; `client.test.ts` fails while it is out of date.
 */
import openapiTS, { astToString, COMMENT_HEADER } from "openapi-typescript";
import { openApiDocument } from "../openapi";

export async function clientTypes(): Promise<string> {
  const document = JSON.parse(JSON.stringify(openApiDocument())) as Parameters<typeof openapiTS>[0];
  return `${COMMENT_HEADER}${astToString(await openapiTS(document))}`;
}

/** Writes src/rest/client/schema.ts from the OpenAPI document (docs/api.md). */
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { clientTypes } from "../rest/client/generate";

const target = fileURLToPath(new URL("../rest/client/schema.ts", import.meta.url));
await writeFile(target, await clientTypes());
console.info(`wrote ${target}`);

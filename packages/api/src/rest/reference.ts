/**
 * GET /api/openapi.json (the document) and GET /api/docs (Swagger UI from the swagger-ui-dist
 * package, served from this server: no third-party host is contacted).
 */
import { API_DOCS_PATH } from "@skyhire/validators";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { jsonResponse } from "./errors";
import { openApiDocument } from "./openapi";

export const OPENAPI_PATH = "/api/openapi.json";

/** The Swagger UI files the page loads, with their types. */
const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui-standalone-preset.js": "text/javascript; charset=utf-8",
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Skyhire API reference</title>
<link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_DOCS_PATH}/init.js"></script>
</body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_PATH)}, dom_id: "#reference", deepLinking: true });\n`;

async function assetsFolder(): Promise<string> {
  const { getAbsoluteFSPath } = await import("swagger-ui-dist");
  return getAbsoluteFSPath();
}

function text(body: string, type: string, cacheControl = "no-cache"): Response {
  return new Response(body, { status: 200, headers: { "content-type": type, "cache-control": cacheControl } });
}

/** The answer for a GET of the document or the reference page, or null for any other path. */
export async function referenceResponse(method: string, pathname: string): Promise<Response | null> {
  if (method !== "GET" && method !== "HEAD") return null;
  if (pathname === OPENAPI_PATH) return jsonResponse(200, openApiDocument(), { "cache-control": "no-cache" });
  if (pathname === API_DOCS_PATH || pathname === `${API_DOCS_PATH}/`) return text(PAGE, "text/html; charset=utf-8");
  if (pathname === `${API_DOCS_PATH}/init.js`) return text(INIT, "text/javascript; charset=utf-8");
  const name = pathname.startsWith(`${API_DOCS_PATH}/`) ? pathname.slice(API_DOCS_PATH.length + 1) : "";
  const type = ASSETS[name];
  if (!type) return null;
  const body = await readFile(join(await assetsFolder(), name), "utf8");
  return text(body, type, "public, max-age=86400");
}

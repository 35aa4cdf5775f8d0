import { handleRestRequest } from "@skyhire/api/rest";
import { expireCatalogue } from "~/server/catalogue-cache";
import { createContext } from "~/server/context";

/**
 * The documented REST paths (docs/product.md#rest-api), served by packages/api/src/rest; any other /api path
 * answers a JSON 404.
 * Every method goes to the adapter, which answers 405 with an Allow header for the ones not served,
 * and OPTIONS with the path's own methods (and a token client's CORS preflight, rest/cors.ts).
 * A write expires the cached public catalogue (server/catalogue-cache.ts).
 */
async function handler(request: Request): Promise<Response> {
  const response = await handleRestRequest(request, await createContext(request));
  expireCatalogue(request.method);
  return response;
}

export { handler as DELETE, handler as GET, handler as OPTIONS, handler as PATCH, handler as POST, handler as PUT };

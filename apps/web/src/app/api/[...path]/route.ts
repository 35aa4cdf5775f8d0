import { handleRestRequest } from "@skyhire/api/rest";
import { createContext } from "~/server/context";

/**
 * The documented REST paths (docs/product.md#rest-api), served by packages/api/src/rest; any other /api path
 * answers a JSON 404.
 * Every method goes to the adapter, which answers 405 with an Allow header for the ones not served.
 */
async function handler(request: Request): Promise<Response> {
  return handleRestRequest(request, await createContext(request));
}

export { handler as DELETE, handler as GET, handler as PATCH, handler as POST, handler as PUT };

import { handleRestRequest } from "@skyhire/api/rest";
import { createContext } from "~/server/context";

/**
 * GET /api/auth/user: the current user. A file of its own so next-auth's /api/auth/[...nextauth]
 * does not catch the path.
 * Every method goes to the adapter, which answers 405 with an Allow header for the ones not served.
 */
async function handler(request: Request): Promise<Response> {
  return handleRestRequest(request, await createContext(request));
}

export { handler as DELETE, handler as GET, handler as PATCH, handler as POST, handler as PUT };

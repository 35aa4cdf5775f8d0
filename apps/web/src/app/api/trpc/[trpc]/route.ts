import { handleTrpcRequest } from "@skyhire/api/rest";
import { expireCatalogue } from "~/server/catalogue-cache";
import { createContext } from "~/server/context";

/**
 * The tRPC HTTP endpoint; its checks and limits live in packages/api (rest/trpc-endpoint.ts). A
 * mutation expires the cached public catalogue (server/catalogue-cache.ts).
 */
async function handler(request: Request): Promise<Response> {
  const response = await handleTrpcRequest(request, () => createContext(request));
  expireCatalogue(request.method);
  return response;
}

export { handler as GET, handler as POST };

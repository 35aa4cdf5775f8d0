import { handleTrpcRequest } from "@skyhire/api/rest";
import { createContext } from "~/server/context";

/** The tRPC HTTP endpoint; its checks and limits live in packages/api (rest/trpc-endpoint.ts). */
async function handler(request: Request): Promise<Response> {
  return handleTrpcRequest(request, () => createContext(request));
}

export { handler as GET, handler as POST };

import { LIMITS } from "@skyhire/validators";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { appRouter } from "../root";
import type { Context } from "../trpc";
import { csrfCheck, requireJson } from "./request-guards";

/**
 * The tRPC HTTP endpoint (/api/trpc). Mutations (POST) pass the same CSRF and JSON checks as the
 * REST adapter before tRPC reads them; a batch holds at most LIMITS.trpcBatchMax calls (400 past it).
 */
export async function handleTrpcRequest(
  request: Request,
  createContext: () => Context | Promise<Context>,
): Promise<Response> {
  if (request.method === "POST") {
    const refusal = csrfCheck(request) ?? requireJson(request);
    if (refusal) return refusal;
  }
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: request,
    router: appRouter,
    createContext,
    maxBatchSize: LIMITS.trpcBatchMax,
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR") console.error(`tRPC ${path ?? "?"} failed`, error);
    },
  });
}

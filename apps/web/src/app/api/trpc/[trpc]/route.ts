import { appRouter } from "@skyhire/api";
import { csrfCheck, requireJson } from "@skyhire/api/rest";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { createContext } from "~/server/context";

/**
 * The tRPC HTTP endpoint. Mutations (POST) pass the same CSRF and JSON checks as the REST adapter
 * before tRPC reads them.
 */
async function handler(request: Request): Promise<Response> {
  if (request.method === "POST") {
    const refusal = csrfCheck(request) ?? requireJson(request);
    if (refusal) return refusal;
  }
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: request,
    router: appRouter,
    createContext: () => createContext(request),
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR")
        console.error(`tRPC ${path ?? "?"} failed`, error);
    },
  });
}

export { handler as GET, handler as POST };

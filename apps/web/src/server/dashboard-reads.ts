import { callQueryAgain } from "@skyhire/api";
import { sessionUserOfCookieHeader } from "@skyhire/auth/session-id";
import { getDb } from "@skyhire/db/runtime";
import { paymentGateway } from "@skyhire/payments";
import type { DashboardCacheOptions } from "./dashboard-cache";

/** The dashboard cache's reads against the real database: the session's user, and a render's queries made again. */
export function dashboardReads(): DashboardCacheOptions {
  return {
    userOfCookie: (cookie) => sessionUserOfCookieHeader(getDb(), cookie),
    call: (user, headers, path, input) => {
      const requestHeaders = new Headers(headers);
      // As the render's own calls are made (trpc/server.ts).
      requestHeaders.set("x-trpc-source", "rsc");
      return callQueryAgain({ db: getDb(), user, headers: requestHeaders, gateway: paymentGateway() }, path, input);
    },
  };
}

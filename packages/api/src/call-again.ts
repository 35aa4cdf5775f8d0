import { callTRPCProcedure } from "@trpc/server";
import { appRouter } from "./root";
import type { Context, ObservedCall } from "./trpc";

/**
 * Makes a query again, as a recorded call (`Context.observeCall`) was made, and gives its outcome in
 * the same form: a kept page compares the two (apps/web/src/server/dashboard-cache.ts).
 */
export async function callQueryAgain(ctx: Context, path: string, input: unknown): Promise<ObservedCall["outcome"]> {
  let outcome: ObservedCall["outcome"] | undefined;
  const observeCall = (call: ObservedCall) => {
    outcome = call.outcome;
  };
  try {
    await callTRPCProcedure({
      router: appRouter,
      path,
      type: "query",
      getRawInput: () => Promise.resolve(input),
      ctx: { ...ctx, observeCall },
      signal: undefined,
      batchIndex: 0,
    });
  } catch (error) {
    // A failure the procedure answered with is an outcome; anything else (no such query) is not.
    if (!outcome) throw error;
  }
  if (!outcome) throw new Error(`The query ${path} gave no outcome`);
  return outcome;
}

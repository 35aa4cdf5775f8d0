import {
  accountSessionIdSchema,
  accountSessionRevokeResponse,
  accountSessionsListResponse,
  accountSessionsRevokeOthersResponse,
} from "@skyhire/validators";
import { documented } from "../documented-output";
import { listAccountSessions, revokeAccountSession, revokeOtherAccountSessions } from "../services/account-sessions";
import { router, sessionProcedure } from "../trpc";

/**
 * The security page's signed-in sessions (docs/product.md#devices). Session only: an API token can
 * neither see where its owner is signed in nor sign them out.
 */
export const accountSessionsRouter = router({
  list: sessionProcedure
    .meta({
      rest: { method: "GET", path: "/api/account/sessions", summary: "Your signed-in sessions (devices), this one first" },
    })
    .output(documented(accountSessionsListResponse))
    .query(({ ctx }) => listAccountSessions(ctx.db, { actor: ctx.user, currentSid: ctx.sessionId })),

  revoke: sessionProcedure
    .meta({
      rest: { method: "DELETE", path: "/api/account/sessions/{id}", summary: "Sign one of your sessions out at once" },
    })
    .output(documented(accountSessionRevokeResponse))
    .input(accountSessionIdSchema)
    .mutation(({ ctx, input }) => revokeAccountSession(ctx.db, { actor: ctx.user, id: input.id })),

  revokeOthers: sessionProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/account/sessions/revoke-others",
        summary: "Sign out everywhere else: end every session of yours but this one",
      },
    })
    .output(documented(accountSessionsRevokeOthersResponse))
    .mutation(({ ctx }) => revokeOtherAccountSessions(ctx.db, { actor: ctx.user, currentSid: ctx.sessionId })),
});

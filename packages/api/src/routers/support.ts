import { supportRequestSchema } from "@skyhire/validators";
import { appBaseUrl } from "../services/mail";
import { submitSupportRequest } from "../services/support";
import { publicProcedure, router } from "../trpc";

export const supportRouter = router({
  /** The support page's form: signed in, a message in the caller's support thread; signed out, e-mailed to the admins. */
  request: publicProcedure
    .meta({ internal: "the help page's form" })
    .input(supportRequestSchema)
    .mutation(({ ctx, input }) => submitSupportRequest(ctx.db, { ...input, actor: ctx.user, baseUrl: appBaseUrl(ctx.headers) })),
});

import { operatorOnboardingSchema, verifyEmailSchema } from "@skyhire/validators";
import { documented } from "../documented-output";
import { operatorOnboardingMineResponse, operatorOnboardingSubmitResponse } from "@skyhire/validators/responses";
import { resendVerificationEmail, verifyEmailToken } from "../services/email-verification";
import { appBaseUrl } from "../services/mail";
import { getOperatorOnboarding, submitOperatorOnboarding } from "../services/operator-onboarding";
import { protectedProcedure, publicProcedure, router } from "../trpc";

/** Operator onboarding (docs/product.md#operator-onboarding) and the e-mail verification link it starts with. */
export const operatorOnboardingRouter = router({
  /** POST /api/operator-profile: the merged payload of steps 2–4; the profile then awaits review. */
  submit: protectedProcedure
    .meta({ rest: { method: "POST", path: "/api/operator-profile", summary: "Submit the operator onboarding profile for review", status: 201 } })
    .output(documented(operatorOnboardingSubmitResponse))
    .input(operatorOnboardingSchema)
    .mutation(({ ctx, input }) => submitOperatorOnboarding(ctx.db, { actor: ctx.user, values: input })),

  /** GET /api/operator-profile: what the caller submitted and its review state (null: nothing yet). */
  mine: protectedProcedure
    .meta({ rest: { method: "GET", path: "/api/operator-profile", summary: "The caller's operator onboarding profile and its review state" } })
    .output(documented(operatorOnboardingMineResponse))
    .query(({ ctx }) => getOperatorOnboarding(ctx.db, ctx.user.id)),

  /** GET /api/auth/verify-email?token=…: marks the address verified; "invalid" or "expired" otherwise. */
  verifyEmail: publicProcedure
    .meta({ internal: "the e-mail verification link" })
    .input(verifyEmailSchema)
    .mutation(async ({ ctx, input }) => ({ outcome: await verifyEmailToken(ctx.db, input.token) })),

  /** A new verification link for the signed-in user. */
  resendVerification: protectedProcedure
    .meta({ internal: "the onboarding screen" })
    .mutation(({ ctx }) =>
    resendVerificationEmail(ctx.db, { userId: ctx.user.id, baseUrl: appBaseUrl(ctx.headers) }),
  ),
});

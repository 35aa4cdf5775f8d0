import { clientAddress } from "@skyhire/auth/forwarded";
import { documented } from "../documented-output";
import { changePasswordSchema, registerSchema, requestPasswordResetSchema, resetLinkSchema, resetPasswordSchema } from "@skyhire/validators";
import { authChangePasswordResponse, authMeResponse, authRegisterResponse, authRequestPasswordResetResponse, authResetPasswordResponse } from "@skyhire/validators/responses";
import * as accounts from "../services/accounts";
import { sendVerificationEmailSafely } from "../services/email-verification";
import { appBaseUrl } from "../services/mail";
import * as passwordReset from "../services/password-reset";
import { protectedProcedure, publicProcedure, router } from "../trpc";

export const authRouter = router({
  /** GET /api/auth/user: the signed-in user, or UNAUTHORIZED "Unauthorized". */
  me: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/auth/user", summary: "The signed-in user (401 when signed out)" } })
    .output(documented(authMeResponse))
    .query(({ ctx }) => accounts.currentUser(ctx.user)),

  /**
   * POST /api/auth/register: a new customer account; answers { id, email }. A verification e-mail
   * follows (docs/product.md#operator-onboarding); the account stands even when that mail cannot be sent.
   */
  register: publicProcedure
    .meta({ rest: { method: "POST", path: "/api/auth/register", summary: "Create an account", status: 201 } })
    .output(documented(authRegisterResponse))
    .input(registerSchema).mutation(async ({ ctx, input }) => {
    const account = await accounts.registerAccount(ctx.db, {
      email: input.email,
      password: input.password,
      name: input.name,
      ip: clientAddress(ctx.headers),
    });
    await sendVerificationEmailSafely(ctx.db, { email: account.email, baseUrl: appBaseUrl(ctx.headers) });
    return account;
  }),

  /** A new password for the signed-in account; every session of it ends, so the client signs in again. */
  changePassword: protectedProcedure
    .meta({ rest: { method: "PUT", path: "/api/account/password", summary: "Change the signed-in user's password" } })
    .output(documented(authChangePasswordResponse))
    .input(changePasswordSchema).mutation(({ ctx, input }) =>
    accounts.changePassword(ctx.db, {
      userId: ctx.user.id,
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      ip: clientAddress(ctx.headers),
    }),
  ),

  /** "Forgot your password?": the same answer whether or not the address has an account. */
  requestPasswordReset: publicProcedure
    .meta({ rest: { method: "POST", path: "/api/account/password-reset", summary: "Send a password-reset e-mail" } })
    .output(documented(authRequestPasswordResetResponse))
    .input(requestPasswordResetSchema)
    .mutation(({ ctx, input }) => passwordReset.requestPasswordReset(ctx.db, {
        email: input.email,
        baseUrl: appBaseUrl(ctx.headers),
        ip: clientAddress(ctx.headers),
      }),
    ),

  /** Whether the e-mailed link still works (not used, not expired), asked before the form is shown. */
  resetLinkStatus: publicProcedure
    .meta({ internal: "the reset-password page" })
    .input(resetLinkSchema)
    .query(({ ctx, input }) => passwordReset.resetLinkStatus(ctx.db, { token: input.token })),

  /** A new password through the e-mailed link; every session of the account ends. */
  resetPassword: publicProcedure
    .meta({ rest: { method: "POST", path: "/api/account/password-reset/confirm", summary: "Set a new password with a reset token" } })
    .output(documented(authResetPasswordResponse))
    .input(resetPasswordSchema)
    .mutation(({ ctx, input }) => passwordReset.resetPassword(ctx.db, { token: input.token, newPassword: input.newPassword, ip: clientAddress(ctx.headers) }),
    ),
});

import { z } from "zod";
import { LIMITS } from "./constants";

/** Messages of registration (docs/product.md#operator-onboarding) and of the sign-in page. Written once, used by forms and server. */
export const AUTH_MESSAGES = {
  invalidEmail: "Invalid email address",
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters`,
  passwordsDontMatch: "Passwords don't match",
  emailTaken: "An account with this email already exists",
  invalidCredentials: "Invalid email or password",
  tooManyAttempts: "Too many sign-in attempts. Please try again in a few minutes.",
  accountSuspended: "This account has been suspended. Please contact support.",
  unauthorized: "Unauthorized",
  currentPasswordRequired: "Enter your current password",
  currentPasswordWrong: "Your current password is not correct",
  samePassword: "Choose a new password that differs from the current one",
  noPassword: "This account signs in through GitHub or Google and has no password to change",
  tooManyPasswordAttempts: "Too many attempts. Please try again in a few minutes.",
  resetLinkInvalid: "This reset link is invalid or has expired. Please ask for a new one.",
  /** The reset page's card, instead of the form, for a link that cannot be used any more. */
  resetLinkUsedUp: "This reset link has expired or has already been used.",
  tooManyResetRequests: "Too many reset emails. Please try again later.",
  tooManySignUps: "Too many sign-ups from your network. Please try again later.",
  nameTooShort: "Name must be at least 2 characters",
  nameTooLong: "Name cannot exceed 100 characters",
  passwordTooLong: `Password cannot exceed ${LIMITS.passwordMax} characters`,
} as const;

export const MIN_PASSWORD_LENGTH = LIMITS.passwordMin;

/** A password being chosen (sign-up, change, reset): one rule, one pair of messages. */
const newPassword = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(LIMITS.passwordMin, AUTH_MESSAGES.passwordTooShort)
  .max(LIMITS.passwordMax, AUTH_MESSAGES.passwordTooLong);

const email = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }));

/** A person's full name as a form asks for it (sign-up, profile, onboarding); stored through splitFullName. */
export const fullNameSchema = z
  .string({ error: AUTH_MESSAGES.nameTooShort })
  .trim()
  .min(2, AUTH_MESSAGES.nameTooShort)
  .max(100, AUTH_MESSAGES.nameTooLong);

const accountFields = {
  email,
  password: newPassword,
  confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDontMatch }),
};

const passwordsMatch: [(v: { password: string; confirmPassword: string }) => boolean, { message: string; path: string[] }] = [
  (v) => v.password === v.confirmPassword,
  { message: AUTH_MESSAGES.passwordsDontMatch, path: ["confirmPassword"] },
];

/**
 * Account creation (POST /api/auth/register, operator onboarding step 1, customer sign-up). The name
 * is optional here (the registration payload has none, docs/product.md#operator-onboarding); the customer sign-up form asks for it.
 */
export const registerSchema = z
  .object({ ...accountFields, name: fullNameSchema.optional() })
  .refine(...passwordsMatch);
export type RegisterInput = z.input<typeof registerSchema>;

/** The customer sign-up form: the same account fields, and a name the account is shown by. */
export const customerSignUpSchema = z.object({ ...accountFields, name: fullNameSchema }).refine(...passwordsMatch);
export type CustomerSignUpInput = z.input<typeof customerSignUpSchema>;

const newPasswordPair = {
  newPassword,
  confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDontMatch }),
};

/** A new password typed twice: the second must match (message under the confirmation). */
const confirmationMatches: [(v: { newPassword: string; confirmPassword: string }) => boolean, { message: string; path: string[] }] = [
  (v) => v.newPassword === v.confirmPassword,
  { message: AUTH_MESSAGES.passwordsDontMatch, path: ["confirmPassword"] },
];

/** Changing the password of the signed-in account: every session, this one included, ends after it. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: AUTH_MESSAGES.currentPasswordRequired })
      .min(1, AUTH_MESSAGES.currentPasswordRequired)
      .max(LIMITS.passwordMax),
    ...newPasswordPair,
  })
  .refine(...confirmationMatches)
  .refine((v) => v.newPassword !== v.currentPassword, { message: AUTH_MESSAGES.samePassword, path: ["newPassword"] });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** "Forgot your password?": where to send the reset link. */
export const requestPasswordResetSchema = z.object({ email });
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;

/** The token of a reset e-mail's link. */
const resetToken = z.string().min(1, AUTH_MESSAGES.resetLinkInvalid).max(200, AUTH_MESSAGES.resetLinkInvalid);

/** A new password through the link of a reset e-mail. */
export const resetPasswordSchema = z.object({ token: resetToken, ...newPasswordPair }).refine(...confirmationMatches);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** Whether a reset link can still be used, asked by the reset page before it shows the form. */
export const resetLinkSchema = z.object({ token: resetToken });
export type ResetLinkInput = z.input<typeof resetLinkSchema>;

/** E-mail + password sign-in. Any shape problem reads as bad credentials: no hint which part was wrong. */
export const signInSchema = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(LIMITS.passwordMax),
});
export type SignInInput = z.input<typeof signInSchema>;

/** The one spelling of an e-mail address we store and compare. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

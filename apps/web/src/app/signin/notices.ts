/** `?notice=` values the sign-in page explains (set by pages that send the user there). */
export const PASSWORD_CHANGED_NOTICE = "password-changed";
export const PASSWORD_RESET_NOTICE = "password-reset";

export const SIGN_IN_NOTICES: Record<string, string> = {
  [PASSWORD_CHANGED_NOTICE]: "Your password was changed. Please sign in with the new one.",
  [PASSWORD_RESET_NOTICE]: "Your new password is set. Please sign in with it.",
};

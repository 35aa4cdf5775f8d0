/** `?notice=` values the sign-in page explains (set by pages that send the user there). */
export const PASSWORD_CHANGED_NOTICE = "password-changed";

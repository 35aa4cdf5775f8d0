import { handlers } from "@skyhire/auth";

/** Auth.js endpoints: /api/auth/csrf, /session, /signin/*, /callback/*, /signout, /providers. */
export const { GET, POST } = handlers;

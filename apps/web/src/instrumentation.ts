/**
 * Runs once when the server starts: a production server without AUTH_SECRET, or with a malformed
 * mail setting, stops here with a clear message instead of failing on its first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { authEnv } = await import("@skyhire/auth/env");
  authEnv();
  const { mailEnv } = await import("@skyhire/api/mail");
  mailEnv();
}

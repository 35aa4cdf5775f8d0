/** The auth package's environment, read and checked in one place. */

export interface OAuthCredentials {
  clientId: string;
  clientSecret: string;
}

export interface AuthEnv {
  secret: string;
  /** True when the secret is the built-in development one (never in production). */
  usingDevelopmentSecret: boolean;
  github: OAuthCredentials | null;
  google: OAuthCredentials | null;
}

/** Only for development and tests; public by design, so it must never sign production cookies. */
const DEVELOPMENT_SECRET = "skyhire-development-only-auth-secret-not-for-production";

export const MISSING_SECRET_MESSAGE =
  "AUTH_SECRET is not set. Skyhire signs session cookies with it and refuses to start in production " +
  "without it. Generate one (e.g. `openssl rand -base64 32`) and set AUTH_SECRET in the environment.";

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

function oauth(env: Env, prefix: string): OAuthCredentials | null {
  const clientId = value(env, `${prefix}_ID`);
  const clientSecret = value(env, `${prefix}_SECRET`);
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

export function readAuthEnv(env: Env = process.env): AuthEnv {
  const secret = value(env, "AUTH_SECRET");
  const production = env.NODE_ENV === "production";
  // `next build` runs with NODE_ENV=production but serves nobody; the check belongs to `next start`.
  const building = env.NEXT_PHASE === "phase-production-build";
  if (!secret && production && !building) throw new Error(MISSING_SECRET_MESSAGE);
  return {
    secret: secret ?? DEVELOPMENT_SECRET,
    usingDevelopmentSecret: !secret,
    github: oauth(env, "AUTH_GITHUB"),
    google: oauth(env, "AUTH_GOOGLE"),
  };
}

let cached: AuthEnv | undefined;

/** The process's auth environment, checked on first use (importing the auth config triggers it). */
export function authEnv(): AuthEnv {
  cached ??= readAuthEnv();
  return cached;
}

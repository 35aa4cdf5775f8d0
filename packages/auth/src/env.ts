/**
 * The auth package's environment: every variable it reads, checked here with t3-env and nowhere
 * else (lint bans process.env outside a package's env.ts). Functions that take an `EnvSource` for
 * tests pass it on to `authVariables`, which reads process.env when they get none.
 */
import { invalidEnvironment, presentValues, type EnvSource } from "@skyhire/validators/plain";
import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";

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

export const TRUST_PROXY_MESSAGE = "TRUST_PROXY must be the number of proxies in front of the app (0–10).";

const proxyHops = { error: TRUST_PROXY_MESSAGE };

const variables = {
  AUTH_SECRET: z.string().optional(),
  AUTH_GITHUB_ID: z.string().optional(),
  AUTH_GITHUB_SECRET: z.string().optional(),
  AUTH_GOOGLE_ID: z.string().optional(),
  AUTH_GOOGLE_SECRET: z.string().optional(),
  /** How many proxies in front of the app may be believed (packages/auth/src/forwarded.ts). */
  TRUST_PROXY: z.coerce.number(proxyHops).int(proxyHops).min(0, proxyHops).max(10, proxyHops).default(0),
  /** libuv's thread pool size; password hashes take at most half of it. Read leniently, as libuv does. */
  UV_THREADPOOL_SIZE: z.string().optional(),
  NODE_ENV: z.string().optional(),
  NEXT_PHASE: z.string().optional(),
};

/** The auth variables of `source` (process.env by default), checked when called. */
export function authVariables(source: EnvSource = process.env) {
  return createEnv({
    server: variables,
    runtimeEnv: presentValues(source),
    isServer: true,
    onValidationError: invalidEnvironment,
  });
}

type AuthVariables = ReturnType<typeof authVariables>;

function oauth(clientId: string | undefined, clientSecret: string | undefined): OAuthCredentials | null {
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

export function readAuthEnv(source?: EnvSource): AuthEnv {
  const env: AuthVariables = authVariables(source);
  const secret = env.AUTH_SECRET;
  const production = env.NODE_ENV === "production";
  // `next build` runs with NODE_ENV=production but serves nobody; the check belongs to `next start`.
  const building = env.NEXT_PHASE === "phase-production-build";
  if (!secret && production && !building) throw new Error(MISSING_SECRET_MESSAGE);
  return {
    secret: secret ?? DEVELOPMENT_SECRET,
    usingDevelopmentSecret: !secret,
    github: oauth(env.AUTH_GITHUB_ID, env.AUTH_GITHUB_SECRET),
    google: oauth(env.AUTH_GOOGLE_ID, env.AUTH_GOOGLE_SECRET),
  };
}

let cached: AuthEnv | undefined;

/** The process's auth environment, checked on first use (importing the auth config triggers it). */
export function authEnv(): AuthEnv {
  cached ??= readAuthEnv();
  return cached;
}

/**
 * The db package's environment: every variable it reads, checked here with t3-env and nowhere else
 * (lint bans process.env outside a package's env.ts; scripts under src/bin pass the whole
 * environment on to the processes they start and are exempt).
 */
import { invalidEnvironment, presentValues, type EnvSource } from "@skyhire/validators/plain";
import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";

/** The port of the embedded PostgreSQL server `pnpm dev` starts when DATABASE_URL is unset. */
export const DEFAULT_EMBEDDED_DB_PORT = 54329;

/**
 * Connections in the app's pool to a PostgreSQL server: PostgreSQL's rule of thumb, twice the
 * database's cores plus one, for the 2-core machine the benchmarks run on. Beyond the cores, more
 * connections only add backends that compete with the app's own event loop for the CPU: at 100k
 * listings, 32 clients on page 50, a pool of 10 left 12 % of the CPU idle and served 1,700 req/s,
 * a pool of 5 served 1,900 (docs/performance.md). Set DATABASE_POOL_SIZE for a larger database.
 */
export const DEFAULT_POOL_SIZE = 5;

const variables = {
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(DEFAULT_POOL_SIZE),
  /** The server tests create their throw-away databases on (else DATABASE_URL, else embedded). */
  TEST_DATABASE_URL: z.string().optional(),
  EMBEDDED_DB_PORT: z.coerce.number().int().min(1).max(65_535).default(DEFAULT_EMBEDDED_DB_PORT),
  EMBEDDED_DB_DIR: z.string().optional(),
  UPLOAD_DIR: z.string().optional(),
};

/** The db variables of `source` (process.env by default), checked when called. */
export function dbVariables(source: EnvSource = process.env) {
  return createEnv({
    server: variables,
    runtimeEnv: presentValues(source),
    isServer: true,
    onValidationError: invalidEnvironment,
  });
}

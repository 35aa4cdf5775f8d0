/**
 * What every package's vitest run shares (docs/testing.md). Plain values, no import: the repository
 * root has no vitest of its own; each package's vitest.config.ts spreads them into `test`.
 *
 * `isolate: false`: the test files of one worker share their imported modules instead of loading the
 * app router, drizzle and zod again for each file (that import was a third of the suite's time).
 * Each file still gets its own database from createTestDatabase(). A test that changes
 * process-wide state (environment variables, a module's memo) sets it up in its own context and
 * puts it back after itself: see services/lifecycle/stripe-path.test.ts in packages/api.
 *
 * `maxWorkers: 2`: vitest's default is one worker per core less one, a single worker on a 2-core
 * machine. packages/api raises it to 4 in its own config: most of its tests' time is spent waiting
 * on the database. Not more everywhere: turbo runs every package's suite at once, and a test that
 * starts a process with a new database (packages/db's with-db.test.ts) timed out when a dozen
 * CPU-bound workers ran beside it (docs/testing.md has the figures).
 *
 * `hookTimeout: 300_000`: a `beforeAll` that builds a database (a migrated copy, and for some files
 * the whole demo seed) takes seconds alone, but in `pnpm test` the nine packages' typecheck, lint and
 * vitest share two cores; there the seed test's and the auth tests' set-ups passed 120 s in three CI
 * runs of 2026-11-29 (each db file about ten times slower than alone). It guards against a hang;
 * nothing waits on it.
 */
export const sharedTestOptions = {
  pool: "forks",
  isolate: false,
  maxWorkers: 2,
  testTimeout: 60_000,
  hookTimeout: 300_000,
} as const;

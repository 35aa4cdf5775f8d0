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
 * `maxWorkers: 4`: vitest's default is one worker per core less one, a single worker on a 2-core
 * machine; most of a database test's time is spent waiting on the database (its socket, the
 * server's processes), so four files in flight keep both cores busy (docs/testing.md has the figures).
 */
export const sharedTestOptions = {
  pool: "forks",
  isolate: false,
  maxWorkers: 4,
  testTimeout: 60_000,
  hookTimeout: 120_000,
} as const;

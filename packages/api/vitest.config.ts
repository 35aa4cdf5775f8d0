import { defineConfig } from "vitest/config";
import { sharedTestOptions } from "../../vitest.shared";

export default defineConfig({
  test: {
    ...sharedTestOptions,
    // Database-bound: four files in flight keep two cores busy (vitest.shared.ts).
    maxWorkers: 4,
    // These two need the production build and a PostgreSQL server: `pnpm test:resilience` runs them
    // (resilience/plan.test.ts, which only decides what runs, stays in the unit run).
    exclude: ["**/node_modules/**", "resilience/crash-safety.test.ts", "resilience/two-instances.test.ts"],
    // Tests that sign in through @skyhire/auth/credentials load next-auth, which imports `next/*`
    // without extensions; let Vite resolve them instead of Node (as packages/auth does).
    server: { deps: { inline: ["next-auth", "@auth/core"] } },
  },
});

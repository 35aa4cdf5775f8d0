import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Those need the production build and a PostgreSQL server: `pnpm test:resilience` runs them.
    exclude: ["**/node_modules/**", "resilience/**"],
    // Tests that sign in through @skyhire/auth/credentials load next-auth, which imports `next/*`
    // without extensions; let Vite resolve them instead of Node (as packages/auth does).
    server: { deps: { inline: ["next-auth", "@auth/core"] } },
  },
});

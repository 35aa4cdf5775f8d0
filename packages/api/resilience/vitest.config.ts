import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** `pnpm test:resilience` (resilience/run.ts): the production server on PostgreSQL, one file at a time. */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: "forks",
    fileParallelism: false,
  },
});

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // next-auth imports `next/*` without extensions; let Vite resolve them instead of Node.
    server: { deps: { inline: ["next-auth", "@auth/core"] } },
  },
});

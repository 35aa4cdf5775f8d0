import { defineConfig } from "vitest/config";
import { sharedTestOptions } from "../../vitest.shared";

export default defineConfig({
  test: {
    ...sharedTestOptions,
    // next-auth imports `next/*` without extensions; let Vite resolve them instead of Node.
    server: { deps: { inline: ["next-auth", "@auth/core"] } },
  },
});

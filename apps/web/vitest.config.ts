import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { sharedTestOptions } from "../../vitest.shared";

// Unit tests live beside the code in src/; Playwright owns e2e/. `~/` is src/, as in tsconfig.json.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    ...sharedTestOptions,
    include: ["src/**/*.test.{ts,tsx}"],
  },
});

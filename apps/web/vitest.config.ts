import { defineConfig } from "vitest/config";

// Unit tests live beside the code in src/; Playwright owns e2e/.
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
  },
});

import { scopedTo } from "@skyhire/config-eslint/scope";
import web from "./apps/web/eslint.config.js";
import api from "./packages/api/eslint.config.js";
import auth from "./packages/auth/eslint.config.js";
import db from "./packages/db/eslint.config.js";
import payments from "./packages/payments/eslint.config.js";
import ui from "./packages/ui/eslint.config.js";
import validators from "./packages/validators/eslint.config.js";

/**
 * `pnpm lint`: every package with its own rules (its eslint.config.js, applied to its folder only),
 * in one run whose typed rules share one TypeScript program, tsconfig.check.json (the one
 * `pnpm typecheck` checks). Linted package by package, each run built a program of its own that
 * took in the sources of the packages below it again.
 */
export default [
  // Outside the packages' folders: build output, reports, and the root's own tooling files (no
  // package's rules apply to them, and no package's lint read them before).
  {
    ignores: [
      "**/node_modules/**",
      "**/.next/**",
      "**/.turbo/**",
      "**/dist/**",
      "reports/**",
      ".stryker-tmp/**",
      ".data/**",
      "eslint.config.mjs",
      "*.config.*",
      "vitest.shared.ts",
      "scripts/**",
      "packages/config-eslint/**",
    ],
  },
  ...scopedTo("apps/web", web),
  ...scopedTo("packages/api", api),
  ...scopedTo("packages/auth", auth),
  ...scopedTo("packages/db", db),
  ...scopedTo("packages/payments", payments),
  ...scopedTo("packages/ui", ui),
  ...scopedTo("packages/validators", validators),
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: "./tsconfig.check.json",
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
];

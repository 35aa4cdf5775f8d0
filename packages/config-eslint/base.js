import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import tseslint from "typescript-eslint";

/**
 * Shared rules: strict TypeScript that knows the types (typescript-eslint's recommendedTypeChecked:
 * no floating or misused promises, no unsafe `any`), no `any`, no ts-ignore.
 */
export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/.next/**",
      "**/dist/**",
      "**/drizzle/**",
      "**/*.config.*",
      // Generated from the OpenAPI document (pnpm --filter @skyhire/api openapi:types).
      "**/rest/client/schema.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-ignore": true, "ts-expect-error": "allow-with-description" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["warn", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      // An async function without await is deliberate here: it implements a promise-returning
      // interface, and a throw inside it stays a rejection.
      "@typescript-eslint/require-await": "off",
      "no-console": ["warn", { allow: ["warn", "error", "info"] }],
      // One place per package reads the environment: its src/env.ts, which checks every variable
      // with t3-env (docs/architecture.md#environment).
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read environment variables through this package's src/env.ts (add the variable there).",
        },
      ],
    },
  },
  {
    // Where process.env may be read: the env.ts files themselves; tests, fixtures and end-to-end,
    // bench and resilience harnesses, which set up the environment of the processes they start;
    // and command-line scripts (scripts/, src/bin/), which pass the whole environment on to a child.
    files: [
      "**/env.ts",
      "**/*.test.ts",
      "**/*.test.tsx",
      "**/*.fixtures.ts",
      "**/e2e/**",
      "**/bench/**",
      "**/resilience/**",
      "**/scripts/**",
      "**/src/bin/**",
    ],
    rules: { "no-restricted-properties": "off" },
  },
  {
    // Tests read untyped JSON bodies (`await response.json()`) and check their shape by assertion.
    files: ["**/*.test.ts", "**/*.test.tsx", "**/*.fixtures.ts", "**/e2e/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
    },
  },
  { files: ["**/*.{js,mjs,cjs}"], ...tseslint.configs.disableTypeChecked },
  prettier,
);

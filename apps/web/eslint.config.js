import config from "@skyhire/config-eslint/react";

export default [
  ...config,
  // Plain Node scripts (e.g. e2e/ensure-browser.mjs) run outside the bundler.
  {
    files: ["**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", fetch: "readonly", setTimeout: "readonly", URL: "readonly" } },
  },
  // features/ is shared by the routes: it may not reach back into a route's private folders (app/).
  {
    files: ["src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/app", "~/app/**", "**/app/**"],
              message: "features/ may not import from app/: move the shared piece to features/ or packages/ui.",
            },
          ],
        },
      ],
    },
  },
];

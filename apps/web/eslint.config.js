import config from "@skyhire/config-eslint/react";

export default [
  ...config,
  // Plain Node scripts (e.g. e2e/ensure-browser.mjs) run outside the bundler.
  {
    files: ["**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", fetch: "readonly", setTimeout: "readonly", URL: "readonly" } },
  },
];

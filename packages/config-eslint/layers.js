/**
 * The package layers (docs/architecture.md#layers): each package imports only the workspace
 * packages below it, and no package imports from apps/. A package's eslint.config.js spreads
 * `layer(name, mayImport)` after its base config; the lint fails on an import that breaks the order.
 *
 *   apps/web → api → auth → db → validators
 *                  ↘ payments → validators        ui: imports no workspace package
 */
const WORKSPACE_PACKAGES = ["validators", "ui", "payments", "db", "auth", "api", "web"];

/** @param {string} name the package's folder name; @param {string[]} mayImport the workspace packages it may use */
export function layer(name, mayImport) {
  const forbidden = WORKSPACE_PACKAGES.filter((other) => other !== name && !mayImport.includes(other));
  const allowed = mayImport.length > 0 ? mayImport.map((other) => `@skyhire/${other}`).join(", ") : "no workspace package";
  return [
    {
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              {
                group: forbidden.flatMap((other) => [`@skyhire/${other}`, `@skyhire/${other}/*`]),
                message: `packages/${name} sits below that package in the layers: it may import ${allowed} (docs/architecture.md#layers).`,
              },
              {
                group: ["**/apps/**", "~/*"],
                message: "Nothing in packages/ imports from apps/: the apps depend on the packages, never the other way.",
              },
            ],
          },
        ],
      },
    },
  ];
}

/**
 * One ESLint run lints the whole repository (eslint.config.js at the root), so the typed rules build
 * one TypeScript program instead of one per package. Each package keeps its own eslint.config.js;
 * `scopedTo(dir, config)` makes that config apply only under `dir`: its `files` and `ignores`
 * patterns are taken relative to `dir`, and an entry without `files` applies to `dir`'s sources.
 */
const SOURCES = "**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}";

/** `pattern` relative to `dir` ("**\/*.test.ts" → "packages/api/**\/*.test.ts"; "!x" keeps its "!"). */
function under(dir, pattern) {
  if (typeof pattern !== "string") return pattern;
  return pattern.startsWith("!") ? `!${dir}/${pattern.slice(1)}` : `${dir}/${pattern}`;
}

/** @param {string} dir a folder relative to the repository's root; @param {object[]} config a flat config */
export function scopedTo(dir, config) {
  return config.map((entry) => {
    const keys = Object.keys(entry).filter((key) => key !== "name");
    // Global ignores (an entry of `ignores` only) stay global to the package's folder.
    if (keys.length === 1 && keys[0] === "ignores")
      return { ...entry, ignores: entry.ignores.map((p) => under(dir, p)) };
    return {
      ...entry,
      files: (entry.files ?? [SOURCES]).map((p) =>
        Array.isArray(p) ? p.map((q) => under(dir, q)) : under(dir, p),
      ),
      ...(entry.ignores ? { ignores: entry.ignores.map((p) => under(dir, p)) } : {}),
    };
  });
}

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A server module that imports a value (a page size, say) from a "use client" module gets a client
 * reference instead of the value: a prefetch given it as input fails, and the page is sent without
 * its data (each admin list's first page was). Components are what a server module may take from
 * one; values belong in a plain module both can import.
 */
const srcDir = join(import.meta.dirname, "..");

function isClientModule(text: string): boolean {
  return /^\s*["']use client["']/.test(text);
}

/** The file an import specifier of `from` names, or null for a package. */
function resolveImport(specifier: string, from: string): string | null {
  const base = specifier.startsWith("~/") ? join(srcDir, specifier.slice(2)) : specifier.startsWith(".") ? join(dirname(from), specifier) : null;
  if (!base) return null;
  return [".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => base + ext).find((file) => existsSync(file)) ?? null;
}

/** Values (not components, not types) a server module imports from "use client" modules. */
function clientValuesImported(file: string): string[] {
  const text = readFileSync(file, "utf8");
  if (isClientModule(text)) return [];
  return [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)].flatMap(([, names = "", specifier = ""]) => {
    const target = resolveImport(specifier, file);
    if (!target || !isClientModule(readFileSync(target, "utf8"))) return [];
    return names
      .split(",")
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? "")
      .filter((name) => name !== "" && !name.startsWith("type ") && !/^[A-Z][a-z]/.test(name))
      .map((name) => `${relative(srcDir, file)}: ${name} from ${specifier}`);
  });
}

describe("server modules", () => {
  it("import only components from client modules", () => {
    const files = readdirSync(srcDir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(srcDir, file));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(clientValuesImported)).toEqual([]);
  });
});

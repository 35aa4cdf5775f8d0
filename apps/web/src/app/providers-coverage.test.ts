import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The public pages ship no API client (docs/performance.md#page-weight): the root layout has no
 * tRPC / TanStack Query provider, so every other section must bring it in its own layout, or its
 * client components would fail with "no tRPC provider" at run time.
 */
const PUBLIC_SEGMENTS = [
  "listings",
  "operators",
  "how-it-works",
  "signin",
  "privacy",
  "terms",
  "dev",
  "api",
];
/** Loaded with next/dynamic when opened, so their API client is no part of the page's first load. */
const LOADED_WHEN_OPENED = [join("listings", "[id]", "_components", "contact-dialog.tsx")];
const appDir = join(import.meta.dirname, ".");

const segments = readdirSync(appDir).filter(
  (name) => !name.startsWith("_") && statSync(join(appDir, name)).isDirectory(),
);

function bringsProviders(segment: string): boolean {
  const layout = join(appDir, segment, "layout.tsx");
  if (!existsSync(layout)) return false;
  const text = readFileSync(layout, "utf8");
  return text.includes("_components/api-client-layout") || text.includes("<Providers>");
}

function importsApiClient(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts"))
    .filter((file) =>
      /from "~\/trpc\/react"|from "@tanstack\/react-query"/.test(
        readFileSync(join(dir, file), "utf8"),
      ),
    )
    .map((file) => join(dir, file))
    .filter((file) => !LOADED_WHEN_OPENED.some((lazy) => file.endsWith(lazy)));
}

describe("API client providers", () => {
  it.each(segments.filter((segment) => !PUBLIC_SEGMENTS.includes(segment)))(
    "/%s has a layout that provides the tRPC client",
    (segment) => {
      expect(bringsProviders(segment)).toBe(true);
    },
  );

  it.each(PUBLIC_SEGMENTS.filter((segment) => segment !== "api"))(
    "the public /%s imports no API client statically",
    (segment) => {
      expect(bringsProviders(segment)).toBe(false);
      expect(importsApiClient(join(appDir, segment))).toEqual([]);
    },
  );

  it("loads the lazily opened parts only through next/dynamic", () => {
    const opener = readFileSync(
      join(appDir, "listings", "[id]", "_components", "contact-operator.tsx"),
      "utf8",
    );
    expect(opener).toMatch(/dynamic\(\s*\(\) => import\("\.\/contact-dialog"\)/);
    expect(opener).not.toMatch(/from "\.\/contact-dialog"/);
  });

  it("the root layout and landing page import no API client", () => {
    for (const file of [
      "layout.tsx",
      "page.tsx",
      "_components/nav/nav-bar.tsx",
      "../features/shell/session-provider.tsx",
    ]) {
      expect(readFileSync(join(appDir, file), "utf8")).not.toMatch(
        /trpc\/react|@tanstack\/react-query|\.\/providers"/,
      );
    }
  });
});

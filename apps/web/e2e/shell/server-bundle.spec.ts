import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "../fixtures";

/**
 * What the production server loads to render a page: the chunks its server entry requires up
 * front (`R.c("…")` in `.next/server/app/<page>.js`), and the source modules in them (their source
 * maps). The app router loads each API router on its first call (packages/api/src/root.ts), so a
 * page's up-front code holds the router's shell and none of the routers or their services.
 */
const NEXT_DIR = path.resolve(import.meta.dirname, "../../.next");

function upFrontModules(page: string): string[] {
  const entry = path.join(NEXT_DIR, "server/app", `${page}.js`);
  const chunks = [...readFileSync(entry, "utf8").matchAll(/R\.c\("([^"]+)"\)/g)].map((match) => match[1] ?? "");
  expect(chunks.length, `the chunks required by ${entry}`).toBeGreaterThan(0);
  const modules = new Set<string>();
  for (const chunk of chunks) {
    const map = path.join(NEXT_DIR, `${chunk}.map`);
    if (!existsSync(map) || statSync(map).size === 0) continue;
    const parsed = JSON.parse(readFileSync(map, "utf8")) as {
      sources?: string[];
      sections?: { map: { sources?: string[] } }[];
    };
    const sources = parsed.sections?.flatMap((section) => section.map.sources ?? []) ?? parsed.sources ?? [];
    for (const source of sources) modules.add(decodeURIComponent(source).replace(/^(\.\.\/)+/, ""));
  }
  return [...modules];
}

for (const page of ["page", "listings/page", "listings/[id]/page", "dashboard/page"]) {
  test(`the server code of app/${page} loads no API router until one is called`, () => {
    const modules = upFrontModules(page);
    // The page itself and the app router's shell are there: the reading found the page's code.
    expect(modules).toContain(`apps/web/src/app/${page}.tsx`);
    expect(modules).toContain("packages/api/src/root.ts");
    expect(modules.filter((module) => module.startsWith("packages/api/src/routers/"))).toEqual([]);
    // Nor the services only routers reach: search, dashboards, analytics, mail.
    expect(
      modules.filter((module) =>
        /packages\/api\/src\/services\/(listing-search|operator-dashboard|analytics|mail\/)/.test(module),
      ),
    ).toEqual([]);
  });
}

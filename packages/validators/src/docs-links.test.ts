/**
 * The repository stands on its own: every link and backticked path in the docs resolves inside
 * it, and no source file points at documents a clone does not have (docs/architecture.md#tests).
 * It lives here because every `pnpm test` runs this package's vitest and it has no setup cost.
 */
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const SKIPPED_DIRS = new Set([
  "node_modules",
  ".next",
  ".turbo",
  ".git",
  ".data",
  "dist",
  "test-results",
  "playwright-report",
]);

function walk(dir: string, keep: (path: string) => boolean, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, keep, found);
    else if (keep(path)) found.push(path);
  }
  return found;
}

/** The docs a reader of a clone is sent to. */
function docFiles(): string[] {
  const files = ["README.md", "CONTRIBUTING.md", "SECURITY.md"]
    .map((f) => join(ROOT, f))
    .filter((f) => existsSync(f));
  files.push(...walk(join(ROOT, "docs"), (p) => p.endsWith(".md")));
  for (const group of ["packages", "apps"]) {
    for (const entry of readdirSync(join(ROOT, group))) {
      const readme = join(ROOT, group, entry, "README.md");
      if (existsSync(readme)) files.push(readme);
    }
  }
  return files;
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces become hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(markdownFile: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of readFileSync(markdownFile, "utf8").split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading?.[1]) continue;
    const base = slug(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

function insideRepo(path: string): boolean {
  return path === ROOT || path.startsWith(ROOT + sep);
}

/** Markdown text without fenced code blocks (their contents are examples, not links). */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, "");
}

function linkProblems(file: string): string[] {
  const problems: string[] = [];
  for (const match of prose(readFileSync(file, "utf8")).matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
    const target = match[1] ?? "";
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto: — outside links are allowed
    const [pathPart = "", anchor] = target.split("#");
    const resolved = pathPart === "" ? file : resolve(dirname(file), decodeURIComponent(pathPart));
    if (pathPart !== "" && (!insideRepo(resolved) || !existsSync(resolved))) {
      problems.push(`${target}: no such file in the repository`);
      continue;
    }
    if (anchor && (!resolved.endsWith(".md") || !anchorsOf(resolved).has(anchor))) {
      problems.push(`${target}: no heading with that anchor`);
    }
  }
  return problems;
}

/** `a/{b,c}/d` → `a/b/d`, `a/c/d`. */
function expandBraces(path: string): string[] {
  const group = /\{([^{}]*,[^{}]*)\}/.exec(path);
  if (!group) return [path];
  const [whole, inner = ""] = group;
  return inner.split(",").flatMap((choice) => expandBraces(path.replace(whole, choice.trim())));
}

/** Whether a path, possibly with `*` in its segments, names at least one file or folder. */
function pathExists(path: string): boolean {
  const segments = path.split("/").filter((s) => s !== "");
  const visit = (dir: string, index: number): boolean => {
    if (index === segments.length) return true;
    const segment = segments[index] ?? "";
    if (!segment.includes("*")) {
      const next = join(dir, segment);
      return insideRepo(next) && existsSync(next) && visit(next, index + 1);
    }
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return false;
    const pattern = new RegExp(
      `^${segment
        .split("*")
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join(".*")}$`,
    );
    return readdirSync(dir).some((name) => pattern.test(name) && visit(join(dir, name), index + 1));
  };
  return visit(ROOT, 0);
}

const REPO_PATH =
  /^(?:apps|packages|docs)\/[^\s]*$|^(?:README|CONTRIBUTING|SECURITY)\.md$|^\.env\.example$/;
/** The short forms docs/spec-coverage.md declares at its top, as full paths. */
const SHORT_FORMS: readonly (readonly [string, string])[] = [
  ["api/", "packages/api/src/"],
  ["e2e/", "apps/web/e2e/"],
  ["app/", "apps/web/src/app/"],
  ["src/features/", "apps/web/src/features/"],
  ["features/", "apps/web/src/features/"],
];

function fullPath(token: string): string {
  const short = SHORT_FORMS.find(([prefix]) => token.startsWith(prefix));
  return short ? short[1] + token.slice(short[0].length) : token;
}

/** Backticked paths from the repository root: `packages/api/src/trpc.ts`, `apps/web/e2e/*`. */
function pathProblems(file: string): string[] {
  const problems: string[] = [];
  for (const match of prose(readFileSync(file, "utf8")).matchAll(/`([^`\n]+)`/g)) {
    const token = fullPath((match[1] ?? "").replace(/[/.,:;]+$/, ""));
    if (!REPO_PATH.test(token)) continue;
    // Placeholders (`apps/web/e2e/<feature>`, `{name}`, `…`) describe a shape, not a file.
    if (/[<>…–]|\.\.\.|\{[^},]*\}/.test(token)) continue;
    const [pathPart = "", anchor] = token.split("#");
    for (const path of expandBraces(pathPart)) {
      if (!pathExists(path)) problems.push(`\`${path}\`: no such path in the repository`);
      else if (anchor && !anchorsOf(join(ROOT, path)).has(anchor))
        problems.push(`\`${token}\`: no heading with that anchor`);
    }
  }
  return problems;
}

const SOURCE = /\.(?:ts|tsx|mts|mjs|cjs|js|jsx|sql|json|md|css|yaml|yml)$/;
// Built from parts so that this file does not match itself.
const OUTSIDE_REFERENCES = [
  new RegExp(["\\.\\.", "shared"].join("/")),
  new RegExp(`\\bspec ${"0"}0\\d\\b`, "i"),
  new RegExp(["ARCHITECTURE", "md"].join("\\.")),
  new RegExp(["STACK", "NOTES"].join("-")),
];

describe("the docs stand on their own", () => {
  const files = docFiles();

  it("finds the docs it checks", () => {
    const names = files.map((f) => relative(ROOT, f));
    expect(names).toEqual(
      expect.arrayContaining([
        "README.md",
        "CONTRIBUTING.md",
        "docs/architecture.md",
        "docs/product.md",
      ]),
    );
  });

  it.each(files.map((f) => [relative(ROOT, f), f] as const))(
    "every link in %s resolves inside the repository",
    (_name, file) => {
      expect(linkProblems(file)).toEqual([]);
    },
  );

  it.each(files.map((f) => [relative(ROOT, f), f] as const))(
    "every backticked path in %s exists",
    (_name, file) => {
      expect(pathProblems(file)).toEqual([]);
    },
  );

  it("no file points at the spec documents or notes outside the repository", () => {
    const sources = [
      ...walk(join(ROOT, "apps"), (p) => SOURCE.test(p)),
      ...walk(join(ROOT, "packages"), (p) => SOURCE.test(p)),
      ...files,
    ];
    const offenders = sources.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          OUTSIDE_REFERENCES.some((pattern) => pattern.test(line))
            ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(offenders).toEqual([]);
  });
});

describe("the link checker", () => {
  it("makes GitHub's anchors", () => {
    expect(slug("Browse listings")).toBe("browse-listings");
    expect(slug("Core marketplace — first requirements")).toBe(
      "core-marketplace--first-requirements",
    );
    expect(slug("`pnpm worker` and JOB_QUEUE")).toBe("pnpm-worker-and-job_queue");
  });

  it("reports a missing file, a missing heading and a missing backticked path", () => {
    const dir = mkdtempSync(join(tmpdir(), "docs-links-"));
    const file = join(dir, "page.md");
    writeFileSync(
      file,
      "# Page\n[here](#page) [gone](#nowhere) [out](../outside.md)\n`docs/product.md#browse-listings` `docs/product.md#no-such-heading` `packages/api/src/no-such-file.ts` `api/trpc.ts`\n",
    );
    try {
      expect(linkProblems(file)).toEqual([
        "#nowhere: no heading with that anchor",
        "../outside.md: no such file in the repository",
      ]);
      expect(pathProblems(file)).toEqual([
        "`docs/product.md#no-such-heading`: no heading with that anchor",
        "`packages/api/src/no-such-file.ts`: no such path in the repository",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("expands braces and finds wildcards", () => {
    expect(expandBraces("packages/{db,api}/package.json")).toEqual([
      "packages/db/package.json",
      "packages/api/package.json",
    ]);
    expect(pathExists("packages/*/package.json")).toBe(true);
    expect(pathExists("packages/no-such-package/package.json")).toBe(false);
  });
});

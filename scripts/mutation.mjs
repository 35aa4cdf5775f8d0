#!/usr/bin/env node
// `pnpm test:mutation` — Stryker over the targets below, one after the other (see docs/testing.md).
//
//   pnpm test:mutation                          every target, every file
//   pnpm test:mutation payments                 one target (or several: validators payments)
//   pnpm test:mutation --since main             only the files changed since main (committed or not)
//   pnpm test:mutation --incremental            reuse the last run's results for unchanged code and tests
//   pnpm test:mutation --concurrency 1          Stryker's own options are passed through
//
// Each target keeps its configuration in packages/<target>/stryker.config.json; the reports land
// in reports/mutation/<target>/ (index.html, mutation.json), and a table of the scores is printed
// at the end.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const TARGETS = ["validators", "payments", "api"];

const args = process.argv.slice(2);
const chosen = [];
const passThrough = [];
let since = null;
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === "--since") since = args[++i] ?? "main";
  else if (arg.startsWith("--since=")) since = arg.slice("--since=".length);
  else if (TARGETS.includes(arg)) chosen.push(arg);
  else if (arg === "--") continue;
  else passThrough.push(arg);
}
const targets = chosen.length > 0 ? chosen : TARGETS;

/** `src/**\/*.ts` → a RegExp over package-relative paths. */
function globToRegExp(glob) {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*" && glob[i + 1] === "*") {
      source += glob[i + 2] === "/" ? "(?:.*/)?" : ".*";
      i += glob[i + 2] === "/" ? 2 : 1;
    } else if (c === "*") source += "[^/]*";
    else if (c === "?") source += "[^/]";
    else source += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

function matchesMutate(patterns, file) {
  let matched = false;
  for (const pattern of patterns) {
    if (pattern.startsWith("!")) {
      if (globToRegExp(pattern.slice(1)).test(file)) matched = false;
    } else if (globToRegExp(pattern).test(file)) matched = true;
  }
  return matched;
}

function changedFiles(ref) {
  const git = (...gitArgs) => execFileSync("git", gitArgs, { cwd: root, encoding: "utf8" });
  const base = git("merge-base", ref, "HEAD").trim();
  const tracked = git("diff", "--name-only", base).split("\n");
  const untracked = git("ls-files", "--others", "--exclude-standard").split("\n");
  return [...new Set([...tracked, ...untracked])].filter((file) => file && existsSync(join(root, file)));
}

function summarise(target) {
  const report = join(root, "reports/mutation", target, "mutation.json");
  if (!existsSync(report)) return null;
  const { files } = JSON.parse(readFileSync(report, "utf8"));
  const count = { mutants: 0, killed: 0, survived: 0, noCoverage: 0 };
  for (const file of Object.values(files)) {
    for (const mutant of file.mutants) {
      // Compile and runtime errors are not valid mutants; Stryker leaves them out of the score too.
      if (["CompileError", "RuntimeError", "Ignored"].includes(mutant.status)) continue;
      count.mutants++;
      if (mutant.status === "Killed" || mutant.status === "Timeout") count.killed++;
      else if (mutant.status === "NoCoverage") count.noCoverage++;
      else count.survived++;
    }
  }
  return { ...count, score: count.mutants === 0 ? 100 : (100 * count.killed) / count.mutants };
}

const rows = [];
let failed = false;
for (const target of targets) {
  const dir = join(root, "packages", target);
  const config = JSON.parse(readFileSync(join(dir, "stryker.config.json"), "utf8"));
  const strykerArgs = ["exec", "stryker", "run", ...passThrough];
  if (since) {
    const prefix = `packages/${target}/`;
    const files = changedFiles(since)
      .filter((file) => file.startsWith(prefix))
      .map((file) => file.slice(prefix.length))
      .filter((file) => matchesMutate(config.mutate, file));
    if (files.length === 0) {
      console.log(`\n== ${target}: no mutated file changed since ${since} ==`);
      continue;
    }
    strykerArgs.push("--mutate", files.join(","));
  }
  console.log(`\n== ${target}: stryker ${strykerArgs.slice(2).join(" ")} ==`);
  const started = Date.now();
  const run = spawnSync("pnpm", strykerArgs, { cwd: dir, stdio: "inherit" });
  if (run.status !== 0) failed = true;
  const summary = summarise(target);
  if (summary) rows.push({ target, ...summary, minutes: (Date.now() - started) / 60_000 });
}

if (rows.length > 0) {
  console.log("\n| target | mutants | killed | survived | no coverage | score | run time |");
  console.log("|---|---|---|---|---|---|---|");
  for (const r of rows) {
    console.log(
      `| ${r.target} | ${r.mutants} | ${r.killed} | ${r.survived} | ${r.noCoverage} | ${r.score.toFixed(1)} % | ${r.minutes.toFixed(1)} min |`,
    );
  }
}
process.exit(failed ? 1 : 0);

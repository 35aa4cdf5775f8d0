/**
 * The two servers under load, each its own process group (stopped by its own id, never by name):
 * the product (apps/web's entry, server.ts, on its production build) and the floor (floor.ts). The
 * resilience suite (packages/api/resilience) starts, kills and restarts the product through the
 * same helpers.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "@skyhire/db/paths";

export interface RunningServer {
  origin: string;
  pid: number;
  stop: () => Promise<void>;
  /** kill -9 of its whole process group, as a crash would; resolves once it is gone. */
  kill: () => Promise<void>;
  /** The last lines the process printed (for a failure message). */
  output: () => string;
}

export function startProcess(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, output: () => lines.join("\n") };
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    process.kill(-child.pid, "SIGTERM"); // the group this bench started
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}

export async function killProcess(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    process.kill(-child.pid, "SIGKILL"); // the group this process started
  } catch {
    return;
  }
  await exited;
}

/** Polls `origin + path` until it answers 200, or stops the process and fails after 90 s. */
async function waitFor(origin: string, path: string, child: ChildProcess, output: () => string) {
  try {
    await pollUntilReady(origin, path, child, output);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
}

async function pollUntilReady(origin: string, path: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(origin + path);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin}${path} did not answer 200 within 90 s:\n${output()}`);
}

const webDir = () => join(repoRoot(), "apps", "web");

/** Builds apps/web when it has no production build (or when asked); warns when the build is older than HEAD. */
export function ensureBuild(force: boolean): void {
  const buildId = join(webDir(), ".next", "BUILD_ID");
  if (force || !existsSync(buildId)) {
    console.info("Building apps/web (pnpm --filter @skyhire/web build)…");
    const result = spawnSync("pnpm", ["--filter", "@skyhire/web", "build"], {
      cwd: repoRoot(),
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (result.status !== 0) throw new Error("The production build failed.");
    return;
  }
  // The last commit that changed what the server runs (the bench's own files do not count).
  const head = spawnSync(
    "git",
    [
      "log",
      "-1",
      "--format=%ct",
      "--",
      "apps/web",
      "packages",
      ":!packages/api/bench",
      "pnpm-lock.yaml",
    ],
    { cwd: repoRoot(), encoding: "utf8" },
  );
  const headSeconds = Number(head.stdout.trim());
  if (headSeconds && statSync(buildId).mtimeMs / 1000 < headSeconds) {
    console.warn(
      "warning: apps/web/.next is older than the last change to the app; pass --build to measure the current code.",
    );
  }
}

export async function startProduct(options: {
  databaseUrl: string;
  port: number;
  readyPath: string;
  /** Variables over the defaults below (e.g. a shared AUTH_SECRET for several instances). */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  // As `pnpm start` runs it (NODE_ENV=production below), without pnpm in between.
  const tsx = join(webDir(), "node_modules", ".bin", "tsx");
  const { child, output } = startProcess(
    tsx,
    ["server.ts", "-p", String(options.port), "-H", "127.0.0.1"],
    webDir(),
    {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: options.databaseUrl,
      AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString("base64url"),
      // The job queue's worker runs as its own process in a scaled deployment; here it would only
      // add its polling to the measurement.
      JOB_QUEUE: "off",
      APP_URL: `http://127.0.0.1:${options.port}`,
      ...options.env,
    },
  );
  const origin = `http://127.0.0.1:${options.port}`;
  await waitFor(origin, options.readyPath, child, output);
  return { origin, pid: child.pid ?? 0, stop: () => stopProcess(child), kill: () => killProcess(child), output };
}

export async function startFloor(options: { planFile: string; port: number; readyPath: string }) {
  const tsx = join(repoRoot(), "packages", "api", "node_modules", ".bin", "tsx");
  const script = join(repoRoot(), "packages", "api", "bench", "http", "floor.ts");
  const { child, output } = startProcess(tsx, [script, options.planFile], repoRoot(), {
    ...process.env,
    NODE_ENV: "production",
  });
  const origin = `http://127.0.0.1:${options.port}`;
  await waitFor(origin, options.readyPath, child, output);
  return {
    origin,
    pid: child.pid ?? 0,
    stop: () => stopProcess(child),
    kill: () => killProcess(child),
    output,
  } satisfies RunningServer;
}

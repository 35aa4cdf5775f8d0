import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** Every running process's parent: from /proc on Linux, else from `ps`. */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  try {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        // "pid (command) state ppid …": the command may hold spaces and parentheses.
        const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        parentOf.set(Number(entry), ppid);
      } catch {
        // The process ended while we looked.
      }
    }
    if (parentOf.size > 0) return parentOf;
  } catch {
    // No /proc (macOS): ask ps.
  }
  for (const line of execFileSync("ps", ["-A", "-o", "pid=,ppid="], { encoding: "utf8" }).split("\n")) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    if (pid && ppid !== undefined) parentOf.set(pid, ppid);
  }
  return parentOf;
}

/** `root` and every process below it. */
export function processTree(root: number): number[] {
  let parentOf: Map<number, number>;
  try {
    parentOf = parents();
  } catch {
    return [root];
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, ppid] of parentOf) if (ppid === tree[i] && !tree.includes(pid)) tree.push(pid);
  }
  return tree;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends `signal` to `root` and everything below it (a signal to pnpm alone does not reach the
 * next-server it started), waits until they are gone, and kills what is left after `graceMs`.
 */
export async function stopTree(root: number, signal: NodeJS.Signals, graceMs = 15_000): Promise<void> {
  const pids = processTree(root);
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  }
  const deadline = Date.now() + graceMs;
  while (pids.some(alive)) {
    if (Date.now() > deadline) {
      for (const pid of pids.filter(alive)) process.kill(pid, "SIGKILL");
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

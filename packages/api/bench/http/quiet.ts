/**
 * The machine is shared (2 cores): before each measurement the bench waits until the CPU is idle
 * apart from itself, so another process's build or test run does not end up in the figures.
 * Busy share is read from /proc/stat over one second; where there is none (not Linux), 0.
 */
import { readFileSync } from "node:fs";

function cpuTimes(): { idle: number; total: number } | null {
  try {
    const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, n) => sum + n, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle + iowait
    return { idle, total };
  } catch {
    return null;
  }
}

/** Share of CPU time (0–1) not idle over the next `ms` milliseconds. */
export async function cpuBusy(ms = 1000): Promise<number> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return 0;
  return 1 - (after.idle - before.idle) / (after.total - before.total);
}

/**
 * Waits (at most `maxSeconds`) until the machine is below `threshold` busy; returns the last
 * reading, so a run that had to start on a busy machine says so.
 */
export async function waitForQuiet(threshold: number, maxSeconds: number): Promise<number> {
  const deadline = Date.now() + maxSeconds * 1000;
  let busy = await cpuBusy();
  let told = false;
  while (busy > threshold && Date.now() < deadline) {
    if (!told) {
      console.info(
        `    (machine ${(busy * 100).toFixed(0)} % busy with other work: waiting for it to settle)`,
      );
      told = true;
    }
    busy = await cpuBusy();
  }
  return busy;
}

/**
 * GET /api/health: whether this instance can serve — its database answers and, unless a separate
 * worker runs it (JOB_QUEUE=off), its job queue runs. 503 otherwise, so a load balancer stops
 * sending it traffic (also while it shuts down: the queue stops first).
 */
import type { Executor } from "@skyhire/db";
import { sql } from "drizzle-orm";
import { runningJobQueue } from "../queue/registry";

export interface HealthReport {
  status: "ok" | "unavailable";
  database: "up" | "down";
  /** "off": JOB_QUEUE=off, a separate `pnpm worker` process runs the queue. */
  queue: "running" | "stopped" | "off";
}

/** A database that takes longer than this to answer `select 1` counts as down. */
const DATABASE_TIMEOUT_MS = 3_000;

async function databaseAnswers(db: Executor): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(
  db: Executor,
  env: Record<string, string | undefined> = process.env,
): Promise<{ httpStatus: 200 | 503; report: HealthReport }> {
  const database = (await databaseAnswers(db)) ? "up" : "down";
  const queue = env.JOB_QUEUE === "off" ? "off" : runningJobQueue() ? "running" : "stopped";
  const healthy = database === "up" && queue !== "stopped";
  return { httpStatus: healthy ? 200 : 503, report: { status: healthy ? "ok" : "unavailable", database, queue } };
}

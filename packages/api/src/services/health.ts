/**
 * GET /api/health: whether this instance can serve — its database answers and its job queue runs
 * (with JOB_QUEUE=off, a separate worker does the jobs and this instance only queues them: that
 * must run too). 503 otherwise, so a load balancer sends it no traffic before the queue runs
 * (work would not be queued) nor while it shuts down (the queue stops first).
 */
import type { Executor } from "@skyhire/db";
import { sql } from "drizzle-orm";
import type { EnvSource } from "@skyhire/validators/plain";
import { runningJobQueue } from "../queue/registry";
import { apiVariables } from "../env";

export interface HealthReport {
  status: "ok" | "unavailable";
  database: "up" | "down";
  /** "off": JOB_QUEUE=off, this instance queues work and a separate `pnpm worker` process does it. */
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
  env?: EnvSource,
): Promise<{ httpStatus: 200 | 503; report: HealthReport }> {
  const database = (await databaseAnswers(db)) ? "up" : "down";
  const queue = !runningJobQueue() ? "stopped" : apiVariables(env).JOB_QUEUE === "off" ? "off" : "running";
  const healthy = database === "up" && queue !== "stopped";
  return { httpStatus: healthy ? 200 : 503, report: { status: healthy ? "ok" : "unavailable", database, queue } };
}

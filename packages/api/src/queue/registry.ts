/**
 * The job queue this process runs, if any. The web server starts one (instrumentation.ts); scripts
 * and tests usually do not, and then the work is done at once by the caller.
 */
export interface RunningJobQueue {
  /** Queues these notifications' e-mails (each at most once while its job exists). */
  enqueueNotificationEmails: (ids: readonly string[]) => Promise<number>;
}

const globalForQueue = globalThis as unknown as { skyhireJobQueue?: RunningJobQueue | null };

export function runningJobQueue(): RunningJobQueue | null {
  return globalForQueue.skyhireJobQueue ?? null;
}

export function setRunningJobQueue(queue: RunningJobQueue | null): void {
  globalForQueue.skyhireJobQueue = queue;
}

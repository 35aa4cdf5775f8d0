/**
 * Runs once when Next.js starts (inside `app.prepare()` of the entry, apps/web/server.ts): a
 * production server without AUTH_SECRET, or with a malformed mail setting, REGISTER_RATE_LIMIT or
 * AUTO_RELEASE_DAYS, stops here with a clear message instead of failing on its first request. Then
 * the job queue's worker starts beside the server (e-mails with retries); with JOB_QUEUE=off this
 * server only queues the work and a separate `pnpm worker` process does it. On SIGTERM open live
 * event streams end and the queue stops before the server closes (server/graceful-shutdown.ts).
 *
 * Nothing here touches requests: what runs before Next.js is in the entry.
 */
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- Next.js writes NEXT_RUNTIME in at compile time, which drops the Node-only imports below from an edge build; read through env.ts it could not.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("./env");
  const { authEnv } = await import("@skyhire/auth/env");
  authEnv();
  const { mailEnv } = await import("@skyhire/api/mail");
  mailEnv();
  const { autoReleaseDays, autoReleaseSweepSeconds, registerRateLimit } = await import("@skyhire/api");
  registerRateLimit();
  autoReleaseDays();
  autoReleaseSweepSeconds();
  if (env.NEXT_PHASE === "phase-production-build") return;
  const queue = startQueue(env.JOB_QUEUE !== "off");
  const { closeAllLiveStreams } = await import("@skyhire/api/live");
  const { beforeServerCloses } = await import("./server/graceful-shutdown");
  const { flushListingViews } = await import("./server/listing-views");
  // Open live event streams would keep the server waiting for them to finish: they end first.
  // Listing views still in memory are written before the database goes.
  beforeServerCloses(async () => {
    closeAllLiveStreams();
    await flushListingViews().catch((error: unknown) => console.error("Listing views were not written", error));
    await (await queue)?.stop();
  });
}

async function startQueue(work: boolean) {
  const { startJobQueue } = await import("@skyhire/api/queue");
  const { getDb } = await import("@skyhire/db/runtime");
  // Not awaited by the caller: the site serves while the queue starts; until it runs, e-mails are sent in the request.
  return startJobQueue(getDb(), { work }).catch((error: unknown) => {
    console.error("The job queue did not start; e-mails are sent in the request until a restart.", error);
    return null;
  });
}

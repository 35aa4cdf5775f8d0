/**
 * Runs once when the server starts: forwarded headers are rewritten to what TRUST_PROXY allows and
 * request limits apply to every route; a production server without AUTH_SECRET, or with a malformed
 * mail setting, REGISTER_RATE_LIMIT or AUTO_RELEASE_DAYS, stops here with a clear message instead of failing on its
 * first request. Then the
 * job queue's worker starts beside the server (e-mails with retries); with JOB_QUEUE=off this server
 * only queues the work and a separate `pnpm worker` process does it. On SIGTERM open live event
 * streams end and the queue stops before the server closes (server/graceful-shutdown.ts).
 */
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- Next.js writes NEXT_RUNTIME in at compile time, which drops the Node-only imports below from an edge build; read through env.ts it could not.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("./env");
  // Public catalogue reads are served beside Next.js; installed first, so the forwarded-header
  // rules below still run before them.
  const { servePublicReadsDirectly } = await import("./server/public-reads");
  servePublicReadsDirectly();
  // Signed-out visitors' public pages from memory, between writes (server/page-cache.ts); not in
  // development, where an edited page must show on the next reload.
  if (env.NODE_ENV === "production") {
    const { servePublicPagesFromCache } = await import("./server/page-cache");
    const { countVisitorListingView } = await import("./server/listing-views");
    servePublicPagesFromCache({ countListingView: countVisitorListingView });
    // A signed-in dashboard is sent again while what its render read still answers the same
    // (server/dashboard-cache.ts).
    const { serveDashboardsFromCache } = await import("./server/dashboard-cache");
    const { dashboardReads } = await import("./server/dashboard-reads");
    serveDashboardsFromCache(dashboardReads());
  }
  // Before the first request: forwarded headers are believed only from declared proxies.
  const { trustForwardedHeaders } = await import("./server/trust-forwarded-headers");
  trustForwardedHeaders();
  // And every request keeps to the site's limits (methods, paths, body sizes) before any route reads it.
  const { enforceRequestLimits } = await import("./server/request-limits");
  enforceRequestLimits();
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
  const { stopQueueBeforeServer } = await import("./server/graceful-shutdown");
  const { flushListingViews } = await import("./server/listing-views");
  // Open live event streams would keep the server waiting for them to finish: they end first.
  // Listing views still in memory are written before the database goes.
  stopQueueBeforeServer(async () => {
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

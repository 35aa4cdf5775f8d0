/**
 * The web app's server: `pnpm start` (NODE_ENV=production, the build in .next) and `pnpm dev`
 * (anything else: Next.js in development mode). A Next.js custom server
 * (https://nextjs.org/docs/app/guides/custom-server), run by tsx: Next.js does not compile this
 * file, and what it imports is loaded by tsx apart from Next.js's bundles (state both share is per
 * process, src/server/per-process.ts).
 *
 * Every request goes through `requestPipeline` (src/server/request-pipeline.ts), in this order:
 *   1. request limits: 405, 400, 413, and the body capped while it streams (request-limits.ts);
 *   2. forwarded headers rewritten to what TRUST_PROXY allows (trust-forwarded-headers.ts);
 *   3. anonymous public catalogue reads straight from the REST adapter (public-reads.ts);
 *   4. in production, signed-out visitors' public pages from memory (page-cache.ts);
 *   5. Next.js.
 *
 * On a PostgreSQL server several instances may serve one site: each LISTENs for the catalogue
 * changes the others announce, and empties its catalogue caches then (src/server/catalogue-expiry.ts).
 *
 *   tsx server.ts [-p <port>] [-H <hostname>]    (else PORT and HOSTNAME; else 3000, every interface)
 */
import { createServer } from "node:http";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { trustedProxyHops } from "@skyhire/auth/forwarded";
import next from "next";
import { isEmbeddedUrl } from "@skyhire/db/client";
import { databaseUrl, getDb } from "@skyhire/db/runtime";
import { expireOnChangesElsewhere } from "./src/server/catalogue-expiry";
import { closeServer, onShutdownSignal, runBeforeServerCloses } from "./src/server/graceful-shutdown";
import { listenOptions } from "./src/server/listen-options";
import { countVisitorListingView } from "./src/server/listing-views";
import { ownAddress } from "./src/server/page-cache";
import { requestPipeline } from "./src/server/request-pipeline";

// eslint-disable-next-line no-restricted-properties -- the entry runs before Next.js and its env.ts: it reads the mode and where to listen, and hands the port on.
const environment = process.env;
const dev = environment.NODE_ENV !== "production";
const { port, hostname } = listenOptions(process.argv.slice(2), environment);
// Next.js's bundles read the port from env.PORT (server-rendered tRPC calls go to it), as after `next start -p`.
environment.PORT = String(port);

const server = createServer();
// `httpServer`: Next.js's own upgrade handler (development's hot reload) listens on this server.
const app = next({ dev, hostname, port, dir: dirname(fileURLToPath(import.meta.url)), httpServer: server });
// Loads the build (or starts the dev bundler) and runs src/instrumentation.ts: environment checks, the job queue.
await app.prepare();

// A catalogue write on another instance empties this one's catalogue caches (not needed on the
// embedded database: one machine, one web server).
const stopListeningForChanges = isEmbeddedUrl(databaseUrl()) ? null : expireOnChangesElsewhere(getDb());

server.on(
  "request",
  requestPipeline({
    next: app.getRequestHandler(),
    // Read once here: a malformed TRUST_PROXY stops the server before its first request.
    trustedProxyHops: trustedProxyHops(),
    pageCache: dev ? undefined : { renderServer: ownAddress(server), countListingView: countVisitorListingView },
  }),
);
// Idle keep-alive connections live 65 s, not Node's 5 s: a client (or a load balancer, often 60 s)
// reusing one just as the server closed it got ECONNRESET. The header timeout just above it, so a
// request arriving late on an idle connection is not cut by that timer first.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

// SIGTERM/SIGINT (src/server/graceful-shutdown.ts): instrumentation's work first (live streams end,
// listing views are written, the job queue stops), then no new connections, in-flight requests
// finish, Next.js closes, and the process exits with the signal's code, as `next start` did.
onShutdownSignal(async (signal) => {
  await runBeforeServerCloses();
  await stopListeningForChanges?.();
  const closed = closeServer(server);
  // In development nothing in flight is worth waiting for, and hot reload's sockets (upgraded, so
  // not the server's to close) would keep it open.
  if (dev) server.closeAllConnections();
  else await closed;
  await app.close();
  process.exit(signal === "SIGINT" ? 130 : 143);
});

server.on("error", (error) => {
  console.error("The server could not start", error);
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.info(`Ready on http://${hostname ?? "localhost"}:${port} (${dev ? "development" : "production"})`);
});

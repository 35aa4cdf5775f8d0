import type { Server } from "node:http";
import { perProcess } from "./per-process";

/**
 * SIGTERM/SIGINT, as the entry (apps/web/server.ts) handles them: first the work registered with
 * `beforeServerCloses` — instrumentation's: live event streams end, listing views are written, the
 * job queue finishes the jobs in hand and stops (GET /api/health then answers 503, so a load
 * balancer stops sending traffic) — then the server stops accepting connections, lets in-flight
 * requests finish, and the process exits.
 *
 * The work is registered from instrumentation.ts, inside Next.js's bundle, and run from the entry,
 * loaded apart by tsx: the list is per process (per-process.ts).
 */
type Work = () => Promise<void>;

function registered(): Work[] {
  return perProcess<Work[]>("skyhire.beforeServerCloses", () => []);
}

/** Adds work to do on SIGTERM/SIGINT before the server stops accepting connections. */
export function beforeServerCloses(work: Work): void {
  registered().push(work);
}

/** Runs the registered work, all at once; a failure is reported and does not stop the shutdown. */
export async function runBeforeServerCloses(): Promise<void> {
  await Promise.all(
    registered().map((work) => work().catch((error: unknown) => console.error("Shutdown work failed", error))),
  );
}

/** The process, or a stand-in for it. */
interface SignalTarget {
  on(signal: NodeJS.Signals, listener: () => void): unknown;
}

/**
 * Calls `shutDown` on the first SIGTERM or SIGINT. A shell sends Ctrl+C to every process of the
 * group, and a parent (pnpm, tsx) passes it on too: once is enough.
 */
export function onShutdownSignal(
  shutDown: (signal: NodeJS.Signals) => Promise<void>,
  target: SignalTarget = process,
  signals: readonly NodeJS.Signals[] = ["SIGTERM", "SIGINT"],
): void {
  let stopping = false;
  for (const signal of signals) {
    target.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void shutDown(signal);
    });
  }
}

/**
 * Stops accepting connections; resolves once in-flight requests have finished and every connection
 * is gone. Node closes the connections idle at that moment only: one still busy would stay open
 * after its answer, idle, for the whole keepAliveTimeout (65 s), so idle ones are closed as they come.
 */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
  });
}

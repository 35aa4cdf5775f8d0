import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pgliteExtensions } from "./extensions";
import { serveEmbedded } from "./embedded-socket";
import postgres from "postgres";
import { embeddedUrl } from "./client";

export { embeddedUrl };

export interface EmbeddedServer {
  url: string;
  stop: () => Promise<void>;
}

/** True when something already answers as PostgreSQL on that URL (another process owns the folder). */
export async function answers(url: string): Promise<boolean> {
  const probe = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {}, prepare: false });
  try {
    await probe`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await probe.end({ timeout: 1 }).catch(() => {});
  }
}

/**
 * Open the embedded PostgreSQL (PGlite) on `dataDir` (or in memory) and serve it on a local port,
 * so the app, migrations and the seed all talk to it with postgres.js like to any server.
 * Exactly one process may own a data folder: callers check `answers()` first.
 */
export async function startEmbedded(options: { dataDir?: string; port: number }): Promise<EmbeddedServer> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir: options.dataDir, extensions: pgliteExtensions });
  // Any number of clients; each gets the one session for a whole exchange or transaction at a time.
  const server = await serveEmbedded(db, { port: options.port });
  return {
    url: embeddedUrl(server.port),
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}

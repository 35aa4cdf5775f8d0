/**
 * Serves one PGlite over the PostgreSQL wire protocol to several clients at once (the app, the
 * worker, psql, migrations, the seed). PGlite is a single session, so a connection gets it for a
 * whole exchange — from its first message until PostgreSQL reports "ready for query, idle" — and
 * the others wait: a Parse/Bind/Execute/Sync sequence or an open transaction is never interleaved
 * with another client's messages. (@electric-sql/pglite-socket 0.2.17 queues single messages and
 * pins a client only inside a transaction, so concurrent parameterised queries clobber each
 * other's unnamed statement.)
 */
import { createServer, type Server, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
const TERMINATE = 0x58; // 'X'
/** ReadyForQuery with status idle: 'Z', length 5, 'I'. */
const READY_IDLE = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
/** A Sync message: ends a half-sent extended-protocol exchange of a client that went away. */
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

type Owner = object;

/** Who holds the single session; the others wait in arrival order. */
class SessionLock {
  private owner: Owner | null = null;
  private waiting: Array<{ who: Owner; resolve: (granted: boolean) => void }> = [];

  holds(who: Owner): boolean {
    return this.owner === who;
  }

  /** Resolves true once `who` holds the session, false when it was dropped while waiting. */
  acquire(who: Owner): Promise<boolean> {
    if (this.owner === who) return Promise.resolve(true);
    if (this.owner === null) {
      this.owner = who;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => this.waiting.push({ who, resolve }));
  }

  release(who: Owner): void {
    if (this.owner !== who) return;
    const next = this.waiting.shift();
    this.owner = next?.who ?? null;
    next?.resolve(true);
  }

  drop(who: Owner): void {
    for (const waiter of this.waiting.filter((w) => w.who === who)) waiter.resolve(false);
    this.waiting = this.waiting.filter((w) => w.who !== who);
  }
}

/** One client connection: splits its bytes into protocol messages and runs them in order. */
class Connection {
  private buffer = Buffer.alloc(0);
  private started = false;
  private pending: Uint8Array[] = [];
  private running = false;
  private closed = false;

  constructor(
    private readonly socket: Socket,
    private readonly db: PGlite,
    private readonly lock: SessionLock,
    private readonly onGone: (connection: Connection) => void,
  ) {
    socket.setNoDelay(true);
    socket.on("data", (data) => this.receive(data));
    socket.on("error", () => void this.close());
    socket.on("close", () => void this.close());
  }

  private receive(data: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, data]);
    for (;;) {
      const message = this.started ? this.takeTyped() : this.takeStartup();
      if (message === "incomplete") break;
      if (message === "handled") continue;
      this.pending.push(message);
    }
    void this.run();
  }

  /** Before startup: SSL/GSS requests are declined, a cancel request is dropped (no backend to signal). */
  private takeStartup(): Uint8Array | "incomplete" | "handled" {
    if (this.buffer.length < 8) return "incomplete";
    const length = this.buffer.readInt32BE(0);
    const code = this.buffer.readInt32BE(4);
    if (this.buffer.length < length) return "incomplete";
    const message = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
      this.socket.write("N");
      return "handled";
    }
    if (code === CANCEL_REQUEST || code !== PROTOCOL_3) {
      this.socket.destroy();
      return "handled";
    }
    this.started = true;
    return new Uint8Array(message);
  }

  private takeTyped(): Uint8Array | "incomplete" | "handled" {
    if (this.buffer.length < 5) return "incomplete";
    const length = 1 + this.buffer.readInt32BE(1);
    if (this.buffer.length < length) return "incomplete";
    const message = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    if (message[0] === TERMINATE) {
      this.socket.end();
      return "handled";
    }
    return new Uint8Array(message);
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let message = this.pending.shift(); message && !this.closed; message = this.pending.shift()) {
        if (!(await this.lock.acquire(this))) return;
        if (this.closed) break;
        let tail = Buffer.alloc(0);
        await this.db.runExclusive(() =>
          this.db.execProtocolRawStream(message, {
            onRawData: (data) => {
              if (this.socket.writable) this.socket.write(data);
              tail = Buffer.concat([tail, data]).subarray(-READY_IDLE.length);
            },
          }),
        );
        // The exchange is over when PostgreSQL is idle again (not inside a transaction or a COPY).
        if (tail.equals(READY_IDLE)) this.lock.release(this);
      }
    } catch {
      this.socket.destroy();
    } finally {
      this.running = false;
      if (this.closed) await this.cleanUp();
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.pending = [];
    this.socket.destroy();
    this.lock.drop(this);
    if (!this.running) await this.cleanUp();
  }

  /** A client that leaves mid-exchange or inside a transaction must not leave the session so. */
  private async cleanUp(): Promise<void> {
    if (this.lock.holds(this)) {
      try {
        await this.db.runExclusive(() => this.db.execProtocolRaw(SYNC));
        // exec takes PGlite's own lock, so it runs outside runExclusive.
        if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
      } catch {
        // The database is closing; nothing left to tidy.
      }
      this.lock.release(this);
    }
    this.onGone(this);
  }
}

export interface EmbeddedSocketServer {
  /** The port actually listened on (useful with port 0). */
  port: number;
  stop: () => Promise<void>;
}

/** Listens on host:port and serves `db` to any number of clients, one exchange at a time. */
export async function serveEmbedded(db: PGlite, options: { port: number; host?: string }): Promise<EmbeddedSocketServer> {
  await db.waitReady;
  const lock = new SessionLock();
  const connections = new Set<Connection>();
  const server: Server = createServer((socket) => {
    connections.add(new Connection(socket, db, lock, (gone) => connections.delete(gone)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = address && typeof address === "object" ? address.port : options.port;
  return {
    port,
    stop: async () => {
      const closing = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...connections].map((connection) => connection.close()));
      await closing;
    },
  };
}

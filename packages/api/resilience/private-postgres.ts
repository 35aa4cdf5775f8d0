/**
 * A PostgreSQL cluster of the crash-safety check's own: `initdb` into a temporary folder, then the
 * `postgres` server from the same installation on a free port of 127.0.0.1. Unlike the shared server
 * at 127.0.0.1:5432 (other databases live there) it can be killed with SIGKILL — the postmaster and
 * every process it started — and started again, which runs PostgreSQL's crash recovery.
 *
 * PostgreSQL refuses to run as root: as root, initdb and the server run as the `postgres` OS user
 * (`runuser -u postgres --`), and the temporary folder belongs to that user.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import getPort from "get-port";
import { startProcess } from "../bench/http/servers";

const OS_USER = "postgres";
const READY_MS = 60_000;

export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication). */
  url: string;
  /** kill -9 of the postmaster and of every process it started; resolves once they are all gone. */
  kill: () => Promise<void>;
  /** Starts the server again on the same folder and port; resolves once it accepts queries. */
  start: () => Promise<void>;
  /** Fast shutdown, then the temporary folder is removed. */
  destroy: () => Promise<void>;
  /** The last lines the running server printed (its log: recovery messages, errors). */
  output: () => string;
}

function commandPath(name: string): string | undefined {
  const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  const path = found.stdout.trim();
  return found.status === 0 && path ? path : undefined;
}

const asRoot = () => process.getuid?.() === 0;

/** What finding the programs asks of the machine; tests hand in a machine without them. */
export interface ProgramLookup {
  /** The absolute path of a command on the PATH (symbolic links resolved), or undefined. */
  onPath: (name: string) => string | undefined;
  /** Debian and Ubuntu keep the server programs out of the PATH, in <root>/<version>/bin. */
  debianRoot: string;
  exists: (path: string) => boolean;
  listVersions: (root: string) => string[];
  asRoot: boolean;
  osUserExists: (name: string) => boolean;
}

const thisMachine: ProgramLookup = {
  onPath: (name) => {
    const path = commandPath(name);
    return path === undefined ? undefined : realpathSync(path);
  },
  debianRoot: "/usr/lib/postgresql",
  exists: existsSync,
  listVersions: (root) => readdirSync(root),
  asRoot: asRoot(),
  osUserExists: (name) => spawnSync("id", ["-u", name]).status === 0,
};

/** The newest <root>/<version>/bin/initdb. */
function debianInitdb(lookup: ProgramLookup): string | undefined {
  const root = lookup.debianRoot;
  if (!lookup.exists(root)) return undefined;
  const versions = lookup
    .listVersions(root)
    .filter((version) => lookup.exists(join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], "bin", "initdb");
}

/** The installation's programs: `initdb` from the PATH (or Debian's folder), `postgres` beside it (the same version). */
export function findServerPrograms(lookup: ProgramLookup = thisMachine): { initdb: string; postgres: string } | string {
  const initdb = lookup.onPath("initdb") ?? debianInitdb(lookup);
  if (!initdb) return "initdb is not on the PATH nor in /usr/lib/postgresql/<version>/bin (install PostgreSQL's server package)";
  const server = join(dirname(initdb), "postgres");
  if (!lookup.exists(server)) return `no postgres program beside ${initdb}`;
  if (lookup.asRoot) {
    if (!lookup.onPath("runuser")) return "running as root, and runuser (util-linux) is not on the PATH";
    if (!lookup.osUserExists(OS_USER)) return `running as root, and there is no "${OS_USER}" OS user`;
  }
  return { initdb, postgres: server };
}

/** Why a private cluster cannot be made on this machine, or undefined when it can. */
export function privatePostgresUnavailable(lookup: ProgramLookup = thisMachine): string | undefined {
  const found = findServerPrograms(lookup);
  return typeof found === "string" ? found : undefined;
}

/** `command args…`, as the `postgres` OS user when running as root. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return asRoot() ? ["runuser", ["-u", OS_USER, "--", command, ...args]] : [command, args];
}

function osUserIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync("id", [flag, OS_USER], { encoding: "utf8" }).stdout.trim());
  return { uid: id("-u"), gid: id("-g") };
}

function alive(pid: number): boolean {
  // A zombie (killed, not yet collected) holds no port and no shared memory: it counts as gone.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
}

function childrenOf(pid: number): number[] {
  const listed = spawnSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" });
  return listed.stdout
    .split("\n")
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);
}

async function until(what: string, done: () => boolean | Promise<boolean>, ms = READY_MS): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Waited ${ms / 1000} s in vain: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const found = findServerPrograms();
  if (typeof found === "string") throw new Error(`No private PostgreSQL cluster: ${found}`);
  const serverProgram = found.postgres;
  const folder = mkdtempSync(join(tmpdir(), "skyhire-crash-pg-"));
  const dataDir = join(folder, "data");
  if (asRoot()) {
    const { uid, gid } = osUserIds();
    chownSync(folder, uid, gid);
  }
  const [initCommand, initArgs] = asServerUser(found.initdb, [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "--encoding=UTF8",
    "--locale=C",
    // Skips only initdb's own flush of the new files (seconds on a busy disk); the checks kill
    // processes, never the machine, and the server itself runs with fsync on.
    "--no-sync",
  ]);
  const init = spawnSync(initCommand, initArgs, { cwd: folder, encoding: "utf8" });
  if (init.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`initdb failed (${init.status}):\n${init.stdout}\n${init.stderr}`);
  }

  const port = await getPort({ host: "127.0.0.1" });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let running: { child: ChildProcess; output: () => string } | undefined;

  const postmasterPid = () => Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);

  async function start(): Promise<void> {
    if (running) throw new Error("The private PostgreSQL server is already running.");
    const [command, args] = asServerUser(serverProgram, [
      "-D",
      dataDir,
      "-p",
      String(port),
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      // Small: the machine is shared. Durability settings stay PostgreSQL's defaults (fsync,
      // synchronous_commit, full_page_writes on): a commit is answered once its WAL is flushed.
      "-c",
      "shared_buffers=32MB",
      "-c",
      "max_connections=60",
    ]);
    const server = startProcess(command, args, folder, { ...process.env, LC_ALL: "C" });
    running = server;
    // Its log says so once recovery (after a kill) is done; asking it sooner only fills the log.
    await until("the private PostgreSQL server ready to accept connections", () => {
      if (server.child.exitCode !== null) {
        throw new Error(`The private PostgreSQL server exited (${server.child.exitCode}):\n${server.output()}`);
      }
      return server.output().includes("database system is ready to accept connections");
    });
  }

  async function kill(): Promise<void> {
    const child = running?.child;
    if (!child) throw new Error("The private PostgreSQL server is not running.");
    const postmaster = postmasterPid();
    // Stopped first, so that it starts no new process between the listing and the kill.
    process.kill(postmaster, "SIGSTOP");
    const children = childrenOf(postmaster);
    let exited = false;
    child.once("exit", () => {
      exited = true;
    });
    for (const pid of [postmaster, ...children]) process.kill(pid, "SIGKILL");
    // runuser (or the postmaster itself) is this process's child: its exit means the postmaster was
    // collected. runuser stops itself when its child is stopped, and is woken until it has gone.
    await until("runuser gone with the killed postmaster", () => {
      if (!exited) child.kill("SIGCONT");
      return exited;
    }, 10_000);
    await until("every process of the killed cluster gone", () => ![postmaster, ...children].some(alive), 10_000);
    running = undefined;
  }

  async function destroy(): Promise<void> {
    const child = running?.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      if (existsSync(join(dataDir, "postmaster.pid"))) process.kill(postmasterPid(), "SIGINT"); // fast shutdown
      else process.kill(-(child.pid ?? 0), "SIGKILL"); // never got as far as its lock file
      await exited;
    }
    running = undefined;
    rmSync(folder, { recursive: true, force: true });
  }

  try {
    await start();
  } catch (error) {
    await destroy();
    throw error;
  }
  return { url, kill, start, destroy, output: () => running?.output() ?? "" };
}

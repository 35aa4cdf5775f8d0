import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const work = mkdtempSync(join(tmpdir(), "skyhire-with-db-"));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return address && typeof address === "object" ? address.port : 0;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

async function untilAccepting(port: number): Promise<void> {
  while (!(await accepts(port))) await new Promise((resolve) => setTimeout(resolve, 100));
}

afterAll(() => {
  // A server the launcher failed to stop must not outlive the test.
  try {
    process.kill(Number(readFileSync(join(work, "server.pid"), "utf8")), "SIGKILL");
  } catch {
    // already gone
  }
  rmSync(work, { recursive: true, force: true });
});

describe("the embedded launcher (with-db --then)", () => {
  it("stops what its command started, and the database, on SIGTERM", async () => {
    const [appPort, dbPort] = [await freePort(), await freePort()];
    // Like `pnpm … start`: a parent that does not pass signals on, and below it the listening server.
    const server = `require("fs").writeFileSync(${JSON.stringify(join(work, "server.pid"))}, String(process.pid)); require("net").createServer().listen(${appPort}, "127.0.0.1")`;
    writeFileSync(join(work, "parent.cjs"), `require("child_process").spawn(process.execPath, ["-e", ${JSON.stringify(server)}], { stdio: "inherit" });`);
    const launcher = spawn(process.execPath, ["--import", "tsx", "src/bin/with-db.ts", "--then", `node ${join(work, "parent.cjs")}`], {
      cwd: packageDir,
      stdio: "ignore",
      env: { ...process.env, DATABASE_URL: "", AUTH_SECRET: "test-secret", EMBEDDED_DB_DIR: join(work, "db"), EMBEDDED_DB_PORT: String(dbPort) },
    });
    const exited = new Promise((resolve) => launcher.once("exit", resolve));
    await untilAccepting(appPort);
    expect(await accepts(dbPort)).toBe(true);

    launcher.kill("SIGTERM");
    await exited;

    expect(await accepts(appPort)).toBe(false);
    expect(await accepts(dbPort)).toBe(false);
    // A new process making a new database: as long as a test database's own set-up may take
    // (hookTimeout in vitest.shared.ts), since every package's suite runs beside it.
  }, 120_000);
});

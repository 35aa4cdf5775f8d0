import { EventEmitter } from "node:events";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { beforeServerCloses, closeServer, onShutdownSignal, runBeforeServerCloses } from "./graceful-shutdown";

function get(port: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request({ port, host: "127.0.0.1", path: "/" }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

describe("graceful shutdown", () => {
  it("on SIGTERM runs the registered work (the queue), then lets the server finish its in-flight request and close", async () => {
    const events: string[] = [];
    let finishRequest = () => {};
    let requestArrived = () => {};
    const arrived = new Promise<void>((resolve) => (requestArrived = resolve));
    const server: Server = createServer((_req, res) => {
      requestArrived();
      finishRequest = () => {
        events.push("request finished");
        res.end("done");
      };
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;

    // As instrumentation.ts registers it (inside Next.js's bundle) and the entry runs it.
    beforeServerCloses(async () => {
      events.push("queue stopped");
    });
    beforeServerCloses(() => Promise.reject(new Error("a failure is reported, the shutdown goes on")));
    // Stands in for the process.
    const processLike = new EventEmitter();
    let exited = () => {};
    const closed = new Promise<void>((resolve) => (exited = resolve));
    const signals: NodeJS.Signals[] = [];
    onShutdownSignal(async (signal) => {
      signals.push(signal);
      await runBeforeServerCloses();
      await closeServer(server);
      events.push("server closed");
      exited();
    }, processLike);

    const inFlight = get(port);
    await arrived;
    processLike.emit("SIGTERM", "SIGTERM");
    processLike.emit("SIGINT", "SIGINT");
    await new Promise((resolve) => setImmediate(resolve));
    finishRequest();

    expect(await inFlight).toEqual({ status: 200, body: "done" });
    await closed;
    expect(events).toEqual(["queue stopped", "request finished", "server closed"]);
    // A second signal (the shell's Ctrl+C and the parent's) is not a second shutdown.
    expect(signals).toEqual(["SIGTERM"]);
    await expect(get(port)).rejects.toThrow();
  });
});

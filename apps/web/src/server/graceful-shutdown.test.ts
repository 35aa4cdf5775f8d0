import { EventEmitter } from "node:events";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { stopQueueBeforeServer } from "./graceful-shutdown";

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

describe("stopQueueBeforeServer", () => {
  it("on SIGTERM stops the queue, then lets the server finish its in-flight request and close", async () => {
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

    // Stands in for the process, with next start's own handler: close the server, then exit.
    const processLike = new EventEmitter();
    const closed = new Promise<void>((resolve) =>
      processLike.on("SIGTERM", () => server.close(() => (events.push("server closed"), resolve()))),
    );
    stopQueueBeforeServer(async () => {
      events.push("queue stopped");
    }, processLike as unknown as NodeJS.Process);

    const inFlight = get(port);
    await arrived;
    processLike.emit("SIGTERM", "SIGTERM");
    processLike.emit("SIGTERM", "SIGTERM");
    await new Promise((resolve) => setImmediate(resolve));
    finishRequest();

    expect(await inFlight).toEqual({ status: 200, body: "done" });
    await closed;
    expect(events).toEqual(["queue stopped", "request finished", "server closed"]);
    await expect(get(port)).rejects.toThrow();
  });
});

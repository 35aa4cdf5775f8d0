import { request as httpRequest, type IncomingMessage } from "node:http";

/**
 * A bare HTTP client for the request-limit tests (e2e/security/request-limits.spec.ts and
 * src/server/request-limits.test.ts): paths exactly as written, any method, and a chunked body
 * that keeps coming until the server answers.
 */

const CHUNK = Buffer.alloc(64 * 1024, 0x20);
/** Far over every cap (the largest is an upload's ~10 MB). */
export const OVERSIZED_BYTES = 48 * 1024 * 1024;

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function target(baseURL: string | undefined) {
  const url = new URL(baseURL ?? "");
  return { host: url.hostname, port: Number(url.port) };
}

function readAnswer(response: IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let body = "";
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => (body += chunk));
    response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    response.on("error", reject);
  });
}

/** A raw request: the path exactly as written (no URL normalising), any method, an optional body. */
export function send(baseURL: string | undefined, method: string, path: string, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ ...target(baseURL), method, path }, (response) => void readAnswer(response).then(resolve, reject));
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/**
 * POSTs an endless-looking chunked body (no Content-Length) and stops sending as soon as an answer
 * comes. Returns the answer and how many bytes had been handed over by then.
 */
export function streamOversizedBody(
  baseURL: string | undefined,
  path: string,
  headers: Record<string, string>,
): Promise<Answer & { sentBeforeAnswer: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const outgoing = httpRequest({
      ...target(baseURL),
      method: "POST",
      path,
      headers: { ...headers, "transfer-encoding": "chunked" },
    });
    outgoing.on("response", (response) => {
      answered = true;
      const sentBeforeAnswer = sent;
      readAnswer(response).then((answer) => resolve({ ...answer, sentBeforeAnswer }), reject);
    });
    // The server closes the connection after its answer: writes still queued then fail.
    outgoing.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && !outgoing.destroyed && sent < OVERSIZED_BYTES) {
        sent += CHUNK.byteLength;
        if (!outgoing.write(CHUNK)) {
          outgoing.once("drain", pump);
          return;
        }
      }
      if (!answered && !outgoing.destroyed) outgoing.end();
    };
    pump();
  });
}

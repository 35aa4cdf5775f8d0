import type { IncomingMessage } from "node:http";

/** A Node request's headers as a web `Headers` (repeated headers appended), for code written against web requests. */
export function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  return headers;
}

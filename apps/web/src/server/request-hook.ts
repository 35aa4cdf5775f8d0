import { Server, type IncomingMessage, type ServerResponse } from "node:http";

/**
 * Looks at a request before Next.js does. Returns true when it has taken the request: it answers
 * itself, or calls `passOn` later to hand it to Next.js after all. False: the request goes on now.
 */
export type RequestHook = (request: IncomingMessage, response: ServerResponse, server: Server, passOn: () => void) => boolean;

/**
 * Runs `hook` on every request of every HTTP server in this process before the server's own handler
 * (Next.js) sees it, by wrapping the "request" event once per `key` (a Symbol.for key, so the
 * bundles that load this module apart install it once). A hook installed later runs first.
 */
export function beforeEveryRequest(key: string, hook: RequestHook): void {
  const installed = Symbol.for(key);
  const prototype = Server.prototype as Server & Record<symbol, boolean | undefined>;
  if (prototype[installed]) return;
  prototype[installed] = true;
  // Kept unbound: re-applied below with the server as `this`.
  const emit = Reflect.get(prototype, "emit");
  prototype.emit = function emitAfterHook(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      const passOn = () => void Reflect.apply(emit, this, [event, ...args]);
      if (hook(request, response, this, passOn)) return true;
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as Server["emit"];
}

/** A Node request's headers as a web `Headers` (repeated headers appended), for code written against web requests. */
export function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  return headers;
}

import type { IncomingMessage } from "node:http";
import Negotiator from "negotiator";

/** Whether the client takes gzip before an uncompressed body (`gzip;q=0` refuses it). */
export function acceptsGzip(request: Pick<IncomingMessage, "headers">): boolean {
  return new Negotiator(request).encoding(["gzip", "identity"]) === "gzip";
}

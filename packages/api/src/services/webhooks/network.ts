/**
 * Where a webhook may go (docs/api.md#webhooks): a public host over https. A host that resolves to a
 * private, loopback, link-local or otherwise non-public address is refused when the endpoint is saved
 * and again at each try — DNS can change in between, so a try connects only to the address it checked.
 * WEBHOOK_ALLOW_PRIVATE_NETWORKS (tests, local development) lifts both rules.
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from "@skyhire/validators";
import ipaddr from "ipaddr.js";
import { apiVariables } from "../../env";
import { DomainError } from "../../errors";

export function privateNetworksAllowed(): boolean {
  return apiVariables().WEBHOOK_ALLOW_PRIVATE_NETWORKS === true;
}

/** Only "unicast" is public: ipaddr.js names every special-purpose range (private, loopback, …). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  return ipaddr.process(address).range() === "unicast";
}

/** The host of a URL as DNS and isIP read it (no IPv6 brackets). */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

/** Refuses a URL an endpoint may not have (400 with the reason); resolves its host once to check it. */
export async function assertWebhookUrlAllowed(value: string): Promise<void> {
  if (privateNetworksAllowed()) return;
  const url = new URL(value);
  if (url.protocol !== "https:") throw new DomainError("BAD_REQUEST", WEBHOOK_MESSAGES.urlScheme);
  const host = hostOf(url);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      throw new DomainError("BAD_REQUEST", WEBHOOK_MESSAGES.urlUnresolvable);
    }
  }
  if (addresses.length === 0)
    throw new DomainError("BAD_REQUEST", WEBHOOK_MESSAGES.urlUnresolvable);
  if (!addresses.every(isPublicAddress))
    throw new DomainError("BAD_REQUEST", WEBHOOK_MESSAGES.urlPrivate);
}

/** A DNS lookup for the connection itself that fails on any non-public answer. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, entries: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    const refused = entries.find((entry) => !isPublicAddress(entry.address));
    if (refused || entries.length === 0)
      return callback(new Error(WEBHOOK_MESSAGES.urlPrivate), "", 0);
    if (options.all) return callback(null, entries);
    const [first] = entries;
    return callback(null, first?.address ?? "", first?.family ?? 4);
  });
};

export interface WebhookResponse {
  status: number;
  /** The start of the body, at most WEBHOOK_LIMITS.responseExcerptMax characters. */
  excerpt: string;
}

/**
 * One POST of a signed body; answers the status and the start of the body, or throws (refused
 * address, connection error, timeout). Redirects are not followed: a 3xx is the answer.
 */
export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
): Promise<WebhookResponse> {
  const url = new URL(target);
  const allowPrivate = privateNetworksAllowed();
  if (!allowPrivate) {
    if (url.protocol !== "https:") return Promise.reject(new Error(WEBHOOK_MESSAGES.urlScheme));
    const host = hostOf(url);
    // Node skips the lookup for an address literal, so a literal is checked here.
    if (isIP(host) && !isPublicAddress(host))
      return Promise.reject(new Error(WEBHOOK_MESSAGES.urlPrivate));
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "user-agent": "Skyhire-Webhooks/1",
        },
        ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        let excerpt = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (excerpt.length < WEBHOOK_LIMITS.responseExcerptMax) excerpt += chunk;
          else response.destroy();
        });
        const done = () =>
          resolve({
            status: response.statusCode ?? 0,
            excerpt: excerpt.slice(0, WEBHOOK_LIMITS.responseExcerptMax),
          });
        response.on("end", done);
        response.on("close", done);
        response.on("error", done);
      },
    );
    // The whole try, not only an idle socket: a receiver trickling bytes is cut off too.
    const timer = setTimeout(
      () =>
        request.destroy(new Error(`No answer within ${WEBHOOK_LIMITS.attemptTimeoutMs / 1000} s`)),
      WEBHOOK_LIMITS.attemptTimeoutMs,
    );
    request.on("close", () => clearTimeout(timer));
    request.on("error", reject);
    request.end(body);
  });
}

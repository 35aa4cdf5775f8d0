/**
 * FOR TESTS ONLY: a local HTTP server that answers the few Stripe API calls the gateway makes, so
 * tests drive the real `stripe` SDK with no network. Like Stripe, it replays the first answer for a
 * repeated Idempotency-Key. `pm_card_chargeDeclined` is declined, as in Stripe's test mode;
 * `pm_card_processing` leaves the payment processing, `pm_card_requiresAction` waits for the
 * customer, and `pm_missing` does not exist (an invalid request, not a card error).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: URLSearchParams;
}

export interface StripeStandIn {
  /** Pass as `apiBase` (STRIPE_API_BASE). */
  url: string;
  /** Every request that reached it (replays included). */
  requests: StandInRequest[];
  /** Requests that created something (not replayed from an idempotency key). */
  created: (path: string) => StandInRequest[];
  close: () => Promise<void>;
}

interface Answer {
  status: number;
  body: unknown;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(response: ServerResponse, answer: Answer) {
  response.writeHead(answer.status, { "content-type": "application/json", "request-id": "req_standin" });
  response.end(JSON.stringify(answer.body));
}

const PENDING_STATUS: Record<string, string> = { pm_card_processing: "processing", pm_card_requiresAction: "requires_action" };

const noSuchPaymentMethod = (id: string): Answer => ({
  status: 400,
  body: { error: { type: "invalid_request_error", code: "resource_missing", message: `No such PaymentMethod: '${id}'` } },
});

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const createdRequests: StandInRequest[] = [];
  const replays = new Map<string, Answer>();
  const intents = new Map<string, Record<string, unknown>>();
  /** Payment methods attached to a customer through the API. */
  const customerOf = new Map<string, string>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_standin_${++counter}`;

  function handle(req: StandInRequest): Answer {
    const { method, path, params } = req;
    if (method === "POST" && path === "/v1/customers") {
      return { status: 200, body: { id: nextId("cus"), object: "customer", email: params.get("email") } };
    }
    if (method === "POST" && path === "/v1/setup_intents") {
      const id = nextId("seti");
      return {
        status: 200,
        body: { id, object: "setup_intent", customer: params.get("customer"), usage: params.get("usage"), client_secret: `${id}_secret_standin` },
      };
    }
    const methodMatch = /^\/v1\/payment_methods\/([^/]+)(\/attach)?$/.exec(path);
    if (methodMatch?.[1]) {
      const id = methodMatch[1];
      if (id === "pm_missing") return noSuchPaymentMethod(id);
      if (methodMatch[2]) customerOf.set(id, params.get("customer") ?? "");
      // `pm_us_bank_account` is not a card; `pm_card_saved` is already attached to `cus_saved`.
      return {
        status: 200,
        body: {
          id,
          object: "payment_method",
          customer: customerOf.get(id) ?? (id === "pm_card_saved" ? "cus_saved" : null),
          card: id === "pm_us_bank_account" ? null : { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 },
        },
      };
    }
    const customerMatch = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (method === "POST" && customerMatch?.[1]) {
      return { status: 200, body: { id: customerMatch[1], object: "customer" } };
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      if (params.get("payment_method") === "pm_missing") return noSuchPaymentMethod("pm_missing");
      const id = nextId("pi");
      const metadata: Record<string, string> = {};
      for (const [key, value] of params) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const declined = params.get("payment_method") === "pm_card_chargeDeclined";
      const intent = {
        id,
        object: "payment_intent",
        amount: Number(params.get("amount")),
        currency: params.get("currency"),
        status: declined ? "requires_payment_method" : (PENDING_STATUS[params.get("payment_method") ?? ""] ?? "succeeded"),
        latest_charge: declined ? null : nextId("ch"),
        metadata,
        last_payment_error: declined ? { message: "Your card was declined.", code: "card_declined" } : null,
      };
      intents.set(id, intent);
      if (declined) {
        return {
          status: 402,
          body: {
            error: {
              type: "card_error",
              code: "card_declined",
              message: "Your card was declined.",
              payment_intent: intent,
            },
          },
        };
      }
      return { status: 200, body: intent };
    }
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && intentMatch?.[1]) {
      const intent = intents.get(intentMatch[1]);
      return intent
        ? { status: 200, body: intent }
        : { status: 404, body: { error: { type: "invalid_request_error", message: "No such payment_intent" } } };
    }
    if (method === "POST" && path === "/v1/transfers") {
      return {
        status: 200,
        body: {
          id: nextId("tr"),
          object: "transfer",
          amount: Number(params.get("amount")),
          destination: params.get("destination"),
          source_transaction: params.get("source_transaction"),
        },
      };
    }
    if (method === "POST" && path === "/v1/refunds") {
      return {
        status: 200,
        body: { id: nextId("re"), object: "refund", payment_intent: params.get("payment_intent"), status: "succeeded" },
      };
    }
    if (method === "POST" && path === "/v1/accounts") {
      return { status: 200, body: { id: nextId("acct"), object: "account", email: params.get("email") } };
    }
    if (method === "POST" && path === "/v1/account_links") {
      return {
        status: 200,
        body: {
          object: "account_link",
          url: `https://connect.stripe.test/setup/${params.get("account")}`,
          expires_at: Math.floor(Date.now() / 1000) + 300,
        },
      };
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unknown path ${path}` } } };
  }

  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const raw = await readBody(incoming);
      const url = new URL(incoming.url ?? "/", "http://stand-in");
      const method = incoming.method ?? "GET";
      const key = incoming.headers["idempotency-key"];
      const request: StandInRequest = {
        method,
        path: url.pathname,
        idempotencyKey: typeof key === "string" ? key : null,
        params: method === "GET" ? url.searchParams : new URLSearchParams(raw),
      };
      requests.push(request);
      const replayKey = request.idempotencyKey ? `${request.path}:${request.idempotencyKey}` : null;
      const replay = replayKey ? replays.get(replayKey) : undefined;
      if (replay) return send(outgoing, replay);
      const answer = handle(request);
      if (method === "POST") createdRequests.push(request);
      if (replayKey) replays.set(replayKey, answer);
      send(outgoing, answer);
    })().catch(() => outgoing.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    created: (path) => createdRequests.filter((r) => r.path === path),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** A Stripe-Signature header for a webhook body, as Stripe would sign it with this secret. */
export function signStripeWebhook(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

import type { Database } from "@skyhire/db";
import { LIMITS, type SessionUser } from "@skyhire/validators";
import { describe, expect, it } from "vitest";
import { handleTrpcRequest } from "./trpc-endpoint";

/** `escrow.mode` needs a signed-in user and no database: a batch of it measures only the endpoint. */
const context = {
  db: {} as Database,
  user: {
    id: "u1",
    email: "someone@example.test",
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    role: "customer",
  } satisfies SessionUser,
  headers: new Headers(),
};

function batchOf(calls: number): Request {
  const paths = Array.from({ length: calls }, () => "escrow.mode").join(",");
  const input = Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, {}]));
  return new Request(`http://localhost/api/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`);
}

describe("a tRPC batch", () => {
  it(`answers up to ${LIMITS.trpcBatchMax} calls in one request`, async () => {
    const response = await handleTrpcRequest(batchOf(LIMITS.trpcBatchMax), () => context);
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBe(LIMITS.trpcBatchMax);
  });

  it("is refused whole with a 400 past the limit", async () => {
    const response = await handleTrpcRequest(batchOf(LIMITS.trpcBatchMax + 1), () => context);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("Batch call exceeds maximum size");
  });
});

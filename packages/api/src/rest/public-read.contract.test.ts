import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing";
import { handleRestRequest, publicReadOf } from "./handler";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const anonymous = () => ({ db: t.db, user: null, headers: new Headers() });

/** What the /api route answers: status, body and every header but the per-request id. */
async function viaHandler(path: string) {
  const response = await handleRestRequest(new Request(`http://localhost${path}`), anonymous());
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

async function viaPublicRead(path: string) {
  const read = publicReadOf(path);
  if (!read) throw new Error(`${path} is not a public read`);
  const answer = await read.run(anonymous());
  return { status: answer.status, headers: answer.headers, body: answer.body };
}

/** Problem details carry a fresh request id per answer. */
const withoutRequestId = (body: string) => body.replace(/"requestId":"[^"]*"/, "").replace(/reference [\w-]+/, "");

describe("the public-read fast path", () => {
  it("answers a page, a listing, an operator and a refusal exactly as the REST handler does", async () => {
    const listing = await t.makeListing({ title: "Fast path roof survey" });
    const paths = [
      "/api/listings?pageSize=2&q=roof",
      `/api/listings/${listing.id}`,
      `/api/operators/${listing.operatorId}`,
      "/api/listings?pageSize=1000",
      "/api/listings/no-such-listing",
    ];
    const statuses: number[] = [];
    for (const path of paths) {
      const [fast, handler] = [await viaPublicRead(path), await viaHandler(path)];
      statuses.push(fast.status);
      expect({ ...fast, body: withoutRequestId(fast.body) }, path).toEqual({
        ...handler,
        body: withoutRequestId(handler.body),
      });
    }
    expect(statuses).toEqual([200, 200, 200, 400, 404]);
  });

  it("takes only anonymous GETs of public reads", () => {
    expect(publicReadOf("/api/listings?page=2")).not.toBeNull();
    expect(publicReadOf("/api/requests/customer/u1")).toBeNull();
    expect(publicReadOf("/api/openapi.json")).toBeNull();
  });
});

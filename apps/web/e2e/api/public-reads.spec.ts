import { expect, test } from "../fixtures";

/**
 * Anonymous catalogue reads (GET /api/listings, a listing, an operator's page and reviews) are
 * answered beside Next.js (apps/web/src/server/public-reads.ts): the same JSON and security
 * headers as through the /api route, without Next's route machinery (its `Vary: rsc, …` header is
 * the visible sign). Everything else still goes through Next.js. Production build, demo data.
 */

const SESSION_COOKIE = { cookie: "authjs.session-token=not-a-real-session" };

test("an anonymous listing search is served beside Next.js with the same answer", async ({ request }) => {
  const direct = await request.get("/api/listings?category=Inspection&sort=price_asc");
  const throughNext = await request.get("/api/listings?category=Inspection&sort=price_asc", {
    headers: SESSION_COOKIE,
  });
  expect(direct.status()).toBe(200);
  expect(throughNext.status()).toBe(200);
  expect(direct.headers()["vary"]).toBe("Accept-Encoding");
  expect(throughNext.headers()["vary"]).toContain("rsc");
  for (const name of ["x-content-type-options", "x-frame-options", "content-security-policy"]) {
    expect(direct.headers()[name], name).toBe(throughNext.headers()[name]);
  }
  // The anonymous answer is the same for everyone, so a shared cache may keep it a short while and
  // a browser asks again each time; one sent with a session cookie is not marked so
  // (docs/performance.md#page-weight).
  expect(direct.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=30");
  expect(throughNext.headers()["cache-control"]).toBe("no-store");
  expect(await direct.json()).toEqual(await throughNext.json());
  // The paging headers and the answer's tag come with the array on both paths.
  for (const name of ["link", "x-total-count", "etag"]) {
    expect(direct.headers()[name], name).toBeTruthy();
    expect(direct.headers()[name], name).toBe(throughNext.headers()[name]);
  }
});

test("a read repeated with its ETag is 304 without a body, beside Next.js and through it", async ({ request }) => {
  const first = await request.get("/api/listings?category=Mapping");
  const etag = first.headers()["etag"]!;
  expect(etag).toMatch(/^W\/"/);
  for (const headers of [{ "if-none-match": etag }, { "if-none-match": etag, ...SESSION_COOKIE }]) {
    const again = await request.get("/api/listings?category=Mapping", { headers });
    expect(again.status()).toBe(304);
    expect(await again.body()).toHaveLength(0);
  }
  const other = await request.get("/api/listings?category=Mapping", { headers: { "if-none-match": 'W/"stale"' } });
  expect(other.status()).toBe(200);
});

test("a listing and its operator's page and reviews are public reads too", async ({ request }) => {
  const page = (await (await request.get("/api/listings")).json()) as { id: string; operator: { id: string } }[];
  const listing = page[0];
  expect(listing).toBeDefined();
  for (const path of [
    `/api/listings/${listing?.id}`,
    `/api/operators/${listing?.operator.id}`,
    `/api/operators/${listing?.operator.id}/reviews`,
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["vary"], path).toBe("Accept-Encoding");
  }
});

test("bad input gets the same 400 with field errors; an unknown listing a 404", async ({ request }) => {
  const bad = await request.get("/api/listings?sort=cheapest&radiusKm=-4");
  expect(bad.status()).toBe(400);
  const body = (await bad.json()) as { message: string; fieldErrors: Record<string, string[]> };
  expect(Object.keys(body.fieldErrors)).toEqual(expect.arrayContaining(["sort"]));
  const missing = await request.get("/api/listings/no-such-listing");
  expect(missing.status()).toBe(404);
  expect(((await missing.json()) as { message: string }).message).toBeTruthy();
});

test("large answers are compressed when the client accepts gzip", async ({ request }) => {
  const response = await request.get("/api/listings?pageSize=48", { headers: { "accept-encoding": "gzip" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-encoding"]).toBe("gzip");
  expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
});

test("other reads still go through Next.js: signed out, the account answers 401", async ({ request }) => {
  const response = await request.get("/api/auth/user");
  expect(response.status()).toBe(401);
  expect(response.headers()["vary"]).toContain("rsc");
});

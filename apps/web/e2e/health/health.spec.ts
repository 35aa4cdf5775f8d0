import { expect, test } from "../fixtures";

/** GET /api/health on the production build: the database answers and the job queue runs. */
test("GET /api/health answers 200 with the database up and the queue running", async ({ request }) => {
  // The queue starts beside the server, a moment after the first request can be served.
  await expect(async () => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up", queue: "running" });
    expect(response.headers()["cache-control"]).toBe("no-store");
  }).toPass({ timeout: 30_000 });
});

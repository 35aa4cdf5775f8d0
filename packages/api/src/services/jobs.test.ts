import { jobBoardSchema } from "@skyhire/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "../errors";
import { createTestContext, type TestContext } from "../testing";
import { createJobRequest, jobBoard } from "./jobs";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const job = {
  title: "Wedding video",
  description: "Aerial video of a ceremony",
  category: "wedding" as const,
  location: "Auckland",
  budget: undefined,
  requirements: [],
  invitedOperatorId: undefined,
  listingId: undefined,
  message: undefined,
};

describe("createJobRequest", () => {
  it("refuses a listing of another operator than the one named", async () => {
    const customer = await t.makeUser();
    const listing = await t.makeListing();
    const other = await t.makeOperator();
    await expect(
      createJobRequest(t.db, {
        customerId: customer.id,
        job: { ...job, listingId: listing.id, invitedOperatorId: other.user.id },
      }),
    ).rejects.toEqual(
      new DomainError("BAD_REQUEST", "The selected listing belongs to another operator"),
    );
  });

  it("accepts the listing's own operator named explicitly", async () => {
    const customer = await t.makeUser();
    const listing = await t.makeListing();
    const created = await createJobRequest(t.db, {
      customerId: customer.id,
      job: { ...job, listingId: listing.id, invitedOperatorId: listing.operatorId },
    });
    expect(created.invitedOperatorId).toBe(listing.operatorId);
  });
});

describe("jobBoard", () => {
  it("caps the count of a location search and escapes it", async () => {
    const operator = await t.makeOperator();
    const place = `Rotorua_${Math.random().toString(36).slice(2, 7)}`;
    for (let i = 0; i < 3; i += 1) await t.makeJob({ location: place });
    await t.makeJob({ location: place.replace("_", "x") });

    const board = await jobBoard(
      t.db,
      { ...jobBoardSchema.parse({ location: place, pageSize: 10 }), viewer: operator.user },
      { countCap: 2 },
    );
    expect(board).toMatchObject({ total: 2, totalCapped: true });
    expect(board.items).toHaveLength(3);
  });

  it("finds open jobs near a place, with the distance, from the job's known place", async () => {
    const operator = await t.makeOperator();
    const title = `Near ${Math.random().toString(36).slice(2, 8)}`;
    const sydney = await t.callerFor(await t.makeUser()).jobs.create({
      title, description: "Roof survey of a warehouse.", category: "inspection", location: "Sydney", requirements: [],
    });
    await t.callerFor(await t.makeUser()).jobs.create({
      title, description: "Roof survey of a warehouse.", category: "inspection", location: "Melbourne", requirements: [],
    });
    const board = await jobBoard(t.db, {
      ...jobBoardSchema.parse({ near: "Wollongong", radiusKm: 100, pageSize: 48 }),
      viewer: operator.user,
    });
    const mine = board.items.filter((item) => item.title === title);
    expect(mine.map((item) => item.id)).toEqual([sydney.id]);
    expect(mine[0]?.distanceKm).toBeGreaterThan(60);
    expect(mine[0]?.distanceKm).toBeLessThan(100);
  });
});

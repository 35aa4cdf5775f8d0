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
      { operatorId: operator.user.id, location: place, category: undefined, page: 1, pageSize: 10 },
      { countCap: 2 },
    );
    expect(board).toMatchObject({ total: 2, totalCapped: true });
    expect(board.items).toHaveLength(3);
  });
});

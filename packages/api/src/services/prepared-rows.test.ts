/**
 * A prepared select's rows mapped by the mapper worked out once are the rows drizzle's own mapping
 * gives: every kind of selected field (a column of each type a card reads, raw SQL with and without
 * mapWith, an aliased expression) decoded the same way, nulls kept.
 */
import { serviceListings, operatorProfiles } from "@skyhire/db/schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing";
import { withRowsMappedOnce } from "./prepared-rows";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  const operator = await t.makeOperator();
  await t.makeListing({ operatorId: operator.user.id, title: "Thermal roof inspection" });
  await t.makeListing({ operatorId: operator.user.id, title: "Orthomosaic mapping" });
});
afterAll(async () => t?.close());

function cardsSelect(name: string) {
  return t.db
    .select({
      id: serviceListings.id,
      title: serviceListings.title,
      price: serviceListings.price,
      createdAt: serviceListings.createdAt,
      photos: serviceListings.photos,
      isActive: serviceListings.isActive,
      companyName: operatorProfiles.companyName,
      missing: sql<string | null>`null`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      upperTitle: sql<string>`upper(${serviceListings.title})`.as("upper_title"),
    })
    .from(serviceListings)
    .leftJoin(operatorProfiles, eq(operatorProfiles.userId, serviceListings.operatorId))
    .orderBy(serviceListings.title)
    .prepare(name);
}

describe("rows mapped once", () => {
  it("gives the rows drizzle's own mapping gives", async () => {
    const drizzles = await cardsSelect("rows_by_drizzle").execute();
    const prepared = withRowsMappedOnce(cardsSelect("rows_mapped_once"));
    expect(Reflect.get(prepared, "customResultMapper")).toBeTypeOf("function");
    const mappedOnce = await prepared.execute();
    expect(mappedOnce).toEqual(drizzles);
    expect(mappedOnce).toHaveLength(2);
    expect(mappedOnce[0]?.createdAt).toBeInstanceOf(Date);
    expect(mappedOnce[0]?.total).toBe(2);
    expect(mappedOnce[0]?.missing).toBeNull();
  });

  it("leaves a select of a whole joined table to drizzle (it nulls a join that found nothing)", () => {
    const nested = t.db
      .select({ listing: serviceListings, operator: operatorProfiles })
      .from(serviceListings)
      .leftJoin(operatorProfiles, eq(operatorProfiles.userId, serviceListings.operatorId))
      .prepare("rows_nested");
    expect(Reflect.get(withRowsMappedOnce(nested), "customResultMapper")).toBeUndefined();
  });
});

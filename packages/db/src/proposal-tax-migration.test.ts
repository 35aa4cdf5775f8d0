import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteExtensions } from "./extensions";
import { applyMigrations } from "./migrations.fixtures";

/**
 * Migration 0046 gives proposals sent before it their tax record: what their registered operator's
 * amounts contain (they were charged as typed), the net of each milestone rounded half up.
 */
let pg: PGlite;

const apply = (which: (file: string) => boolean) => applyMigrations(pg, which);

beforeAll(async () => {
  pg = new PGlite({ extensions: pgliteExtensions });
  await apply((f) => f < "0046");
});
afterAll(async () => pg?.close());

describe("migration proposal_tax on stored proposals", () => {
  it("a registered operator's proposal records the tax its amounts contain; an unregistered one's none", async () => {
    await pg.exec(`
      insert into users (id, email, role) values ('vat', 'vat@example.test', 'operator'), ('none', 'none@example.test', 'operator'), ('cu', 'cu@example.test', 'customer');
      insert into operator_profiles (user_id, company_name, bio, tax_details) values
        ('vat', 'Sky Eye Drones', 'A registered operator.', '{"legalName": null, "address": null, "taxId": null, "registeredForTax": true, "taxRate": "20.00", "pricesIncludeTax": false}'),
        ('none', 'Small Drones', 'An operator under the threshold.', '{"legalName": null, "address": null, "taxId": null, "registeredForTax": false, "taxRate": null, "pricesIncludeTax": true}');
      insert into job_requests (id, customer_id, title, description, category, location)
        values ('j1', 'cu', 'Roof survey', 'd', 'inspection', 'London');
      insert into proposals (id, job_request_id, operator_id, quote, message, timeline)
        values ('p1', 'j1', 'vat', '1000.01', 'm', 't'), ('p2', 'j1', 'none', '500.00', 'm', 't');
      insert into milestones (id, job_request_id, proposal_id, position, title, amount)
        values ('m1', 'j1', 'p1', 1, 'Flight', '400.00'), ('m2', 'j1', 'p1', 2, 'Report', '600.01'),
               ('m3', 'j1', 'p2', 1, 'Whole job', '500.00');
    `);
    await apply((f) => f >= "0046");
    const { rows } = await pg.query<{ id: string; tax: unknown }>("select id, tax from proposals order by id");
    // 400.00 / 1.2 = 333.333… → 333.33; 600.01 / 1.2 = 500.008… → 500.01: net 833.34 of 1000.01.
    expect(rows).toEqual([
      { id: "p1", tax: { rate: "20.00", pricesIncludeTax: true, net: "833.34", tax: "166.67" } },
      { id: "p2", tax: null },
    ]);
  });
});

import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteExtensions } from "./extensions";
import { applyMigrations } from "./migrations.fixtures";

/** Migration 0016 gives stored rows their currency (issue 11 item 2): run on rows made before it. */
let pg: PGlite;

const apply = (which: (file: string) => boolean) => applyMigrations(pg, which);

beforeAll(async () => {
  pg = new PGlite({ extensions: pgliteExtensions });
  await apply((f) => f < "0014");
});
afterAll(async () => pg?.close());

describe("migration money_currency on stored rows", () => {
  it("listings take their operator's currency; proposals and jobs the currency of their deal, else USD", async () => {
    await pg.exec(`
      insert into users (id, email, role) values ('op', 'op@example.test', 'operator'), ('cu', 'cu@example.test', 'customer');
      insert into operator_profiles (user_id, company_name, bio, currency) values ('op', 'Harbour Drones', 'A Hong Kong operator.', 'HKD');
      insert into service_listings (id, operator_id, title, description, price, category)
        values ('l1', 'op', 'Roof survey', 'A roof survey with a report.', '1000.00', 'Inspection');
      insert into job_requests (id, customer_id, title, description, category, location, listing_id)
        values ('j1', 'cu', 'Paid job', 'd', 'inspection', 'Hong Kong', null),
               ('j2', 'cu', 'From the listing', 'd', 'inspection', 'Hong Kong', 'l1'),
               ('j3', 'cu', 'Quoted job', 'd', 'inspection', 'Hong Kong', null),
               ('j4', 'cu', 'Plain job', 'd', 'inspection', 'Hong Kong', null);
      insert into proposals (id, job_request_id, operator_id, quote, message, timeline)
        values ('p1', 'j1', 'op', '750.00', 'm', 't'), ('p3', 'j3', 'op', '500.00', 'm', 't');
      insert into payments (id, job_request_id, proposal_id, customer_id, operator_id, amount, platform_fee, operator_payout, currency, idempotency_key)
        values ('pay1', 'j1', 'p1', 'cu', 'op', '750.00', '75.00', '675.00', 'HKD', 'k1');
    `);
    await apply((f) => f >= "0014");
    const rows = async (query: string) => (await pg.query<Record<string, string>>(query)).rows;
    expect(await rows("select currency, price_usd::text from service_listings")).toEqual([{ currency: "HKD", price_usd: "128.00" }]);
    expect(await rows("select id, currency from job_requests order by id")).toEqual([
      { id: "j1", currency: "HKD" },
      { id: "j2", currency: "HKD" },
      { id: "j3", currency: "HKD" },
      { id: "j4", currency: "USD" },
    ]);
    expect(await rows("select id, currency from proposals order by id")).toEqual([
      { id: "p1", currency: "HKD" },
      { id: "p3", currency: "HKD" },
    ]);
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { operatorProfileCompletion, PLACE_NAMES, QUALIFICATIONS } from "@skyhire/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteExtensions } from "./extensions";
import { applyMigrations } from "./migrations.fixtures";
import { migrationsFolder } from "./paths";

/** Migration 0018 moves onboarding's stored values to the editor's vocabulary (issue 11 §4). */
const MIGRATION = "0018_onboarding_vocabulary.sql";
let pg: PGlite;

const apply = (which: (file: string) => boolean) => applyMigrations(pg, which);

type Profile = { user_id: string; qualifications: string[]; service_areas: string[]; location: string | null };

beforeAll(async () => {
  pg = new PGlite({ extensions: pgliteExtensions });
  await apply((f) => f < MIGRATION);
  const operator = (id: string, location: string | null, qualifications: string, areas: string) => `
    insert into users (id, email, role) values ('${id}', '${id}@example.test', 'operator');
    insert into operator_profiles (user_id, company_name, bio, location, qualifications, service_areas, default_margin,
                                   licences, insurance_docs, portfolio_items)
      values ('${id}', 'Company ${id}', '${"A drone operator with years of experience. ".repeat(2)}', ${location ? `'${location}'` : "null"},
              ${qualifications}, ${areas}, '15.00', '[{}]', '[{}]', '[{}]');`;
  await pg.exec(
    [
      // A new operator of the old onboarding: slugs and categories, base city a place.
      operator("onboarded", "Sydney", `array['commercial-pilot', 'inspection']`, `array['inspection', 'real-estate']`),
      // Categories beside cities: the cities stay, in the list's spelling.
      operator("mixed", "Perth", `array['remote-pilot', 'CAA Licence', 'Night Flying']`, `array['surveying', 'perth', 'Melbourne', 'Perth']`),
      // Categories only and no known base: no area is left.
      operator("nowhere", "Atlantis", `array['photography', 'surveying']`, `array['construction']`),
      // Already the editor's values: untouched.
      operator("editor", "Hong Kong", `array['CASA RPA Licence']`, `array['Hong Kong', 'Sydney']`),
    ].join("\n"),
  );
  await apply((f) => f === MIGRATION);
});
afterAll(async () => pg?.close());

async function profiles(): Promise<Record<string, Profile>> {
  const { rows } = await pg.query<Profile>("select user_id, qualifications, service_areas, location from operator_profiles");
  return Object.fromEntries(rows.map((row) => [row.user_id, row]));
}

describe("migration onboarding_vocabulary on stored profiles", () => {
  it("turns qualification slugs into the names they were shown as, and keeps everything else", async () => {
    const stored = await profiles();
    expect(stored.onboarded?.qualifications).toEqual(["Commercial Pilot", "Inspection"]);
    expect(stored.mixed?.qualifications).toEqual(["Remote Pilot", "CAA Licence", "Night Flying"]);
    expect(stored.nowhere?.qualifications).toEqual(["Photography", "Surveying"]);
    expect(stored.editor?.qualifications).toEqual(["CASA RPA Licence"]);
    const slugs = Object.values(stored).flatMap((p) => p.qualifications.filter((q) => /^[a-z]+-[a-z]+$/.test(q)));
    expect(slugs).toEqual([]);
  });

  it("keeps only places as service areas, spelled as PLACES writes them; all categories leave the base city", async () => {
    const stored = await profiles();
    expect(stored.onboarded?.service_areas).toEqual(["Sydney"]);
    expect(stored.mixed?.service_areas).toEqual(["Perth", "Melbourne"]);
    expect(stored.nowhere?.service_areas).toEqual([]);
    expect(stored.editor?.service_areas).toEqual(["Hong Kong", "Sydney"]);
    const places: readonly string[] = PLACE_NAMES;
    expect(Object.values(stored).flatMap((p) => p.service_areas).every((area) => places.includes(area))).toBe(true);
  });

  it("the completion counts what is left: no service area is no longer complete", async () => {
    const stored = await profiles();
    const completion = (id: string) =>
      operatorProfileCompletion({
        companyName: "x",
        bio: "x".repeat(60),
        qualifications: stored[id]?.qualifications,
        licences: [{}],
        insuranceDocs: [{}],
        serviceAreas: stored[id]?.service_areas,
        portfolioItems: [{}],
        defaultMargin: "15.00",
      });
    expect(completion("onboarded").missing).toEqual([]);
    expect(completion("nowhere").missing).toEqual(["serviceAreas"]);
  });

  it("knows every place of PLACES (its list is PLACES as the migration was written)", () => {
    const sql = readFileSync(join(migrationsFolder, MIGRATION), "utf8");
    const listed = [...sql.matchAll(/\('([^']+)'\)/g)].map((match) => match[1]);
    expect(listed).toEqual([...PLACE_NAMES]);
    // The qualification presets are stored as they are: no preset name is rewritten.
    expect(QUALIFICATIONS.filter((q) => sql.includes(`'${q.value}'`))).toEqual([]);
  });
});

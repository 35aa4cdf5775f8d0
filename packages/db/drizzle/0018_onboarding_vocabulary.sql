-- One vocabulary for qualifications and service areas (issue 11 §4). The operator onboarding used
-- to store qualification slugs ("commercial-pilot") and service categories ("inspection") as
-- service areas; onboarding and the profile editor now store the editor's values: qualification
-- names (packages/validators/src/constants.ts, QUALIFICATIONS) and places (places.ts, PLACES).
-- A slug becomes the name it was shown as, kept as the operator's own (custom) qualification:
-- no certificate is read into it. Service areas keep the places, spelled as PLACES writes them;
-- a category names no place and is dropped. An operator whose areas were all categories serves
-- their base city when it is a place (onboarding asked for one), else has none: what is stored
-- is what the editor shows and what the completion counts. The list is PLACES as of this migration.
CREATE TEMPORARY TABLE "vocabulary_places" ("name" text PRIMARY KEY);--> statement-breakpoint
INSERT INTO "vocabulary_places" ("name") VALUES
  ('Amsterdam'), ('Athens'), ('Auckland'), ('Austin'), ('Bangalore'), ('Bangkok'), ('Barcelona'), ('Berlin'),
  ('Boston'), ('Brisbane'), ('Brussels'), ('Calgary'), ('Cape Town'), ('Chicago'), ('Christchurch'), ('Copenhagen'),
  ('Dallas'), ('Delhi'), ('Denver'), ('Doha'), ('Dubai'), ('Dublin'), ('Edinburgh'), ('Frankfurt'),
  ('Hamburg'), ('Ho Chi Minh City'), ('Hong Kong'), ('Houston'), ('Jakarta'), ('Johannesburg'), ('Kuala Lumpur'), ('Lisbon'),
  ('London'), ('Los Angeles'), ('Madrid'), ('Manchester'), ('Manila'), ('Melbourne'), ('Miami'), ('Milan'),
  ('Montreal'), ('Mumbai'), ('Munich'), ('New York'), ('Newcastle'), ('Osaka'), ('Oslo'), ('Paris'),
  ('Perth'), ('Phoenix'), ('Riyadh'), ('Rome'), ('San Francisco'), ('Seattle'), ('Seoul'), ('Singapore'),
  ('Stockholm'), ('Sydney'), ('Taipei'), ('Tokyo'), ('Toronto'), ('Vancouver'), ('Vienna'), ('Wellington'),
  ('Wollongong'), ('Zurich');--> statement-breakpoint
UPDATE "operator_profiles" AS p SET "qualifications" = (
    SELECT coalesce(array_agg(m."name" ORDER BY m."first"), '{}'::text[]) FROM (
      SELECT CASE t."value"
          WHEN 'commercial-pilot' THEN 'Commercial Pilot'
          WHEN 'remote-pilot' THEN 'Remote Pilot'
          WHEN 'photography' THEN 'Photography'
          WHEN 'surveying' THEN 'Surveying'
          WHEN 'inspection' THEN 'Inspection'
          ELSE t."value" END AS "name",
        min(t."n") AS "first"
      FROM unnest(p."qualifications") WITH ORDINALITY AS t("value", "n")
      GROUP BY 1) AS m)
  WHERE p."qualifications" && ARRAY['commercial-pilot', 'remote-pilot', 'photography', 'surveying', 'inspection'];--> statement-breakpoint
WITH "kept" AS (
  SELECT p."id",
    (SELECT array_agg(k."name" ORDER BY k."first") FROM (
        SELECT pl."name", min(t."n") AS "first"
        FROM unnest(p."service_areas") WITH ORDINALITY AS t("value", "n")
        JOIN "vocabulary_places" AS pl ON lower(pl."name") = lower(trim(t."value"))
        GROUP BY pl."name") AS k) AS "areas",
    (SELECT pl."name" FROM "vocabulary_places" AS pl WHERE lower(pl."name") = lower(trim(p."location"))) AS "base"
  FROM "operator_profiles" AS p
  WHERE EXISTS (SELECT 1 FROM unnest(p."service_areas") AS a("value")
                WHERE a."value" NOT IN (SELECT "name" FROM "vocabulary_places")))
UPDATE "operator_profiles" AS p
  SET "service_areas" = coalesce(k."areas", CASE WHEN k."base" IS NULL THEN '{}'::text[] ELSE ARRAY[k."base"] END)
  FROM "kept" AS k WHERE k."id" = p."id";--> statement-breakpoint
DROP TABLE "vocabulary_places";

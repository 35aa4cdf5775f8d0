-- Stored rows get their currency (issue 11 item 2). A listing's price was meant in its operator's
-- currency; a proposal was quoted, and its payment charged, in its operator's currency; a job
-- takes the currency of the deal made on it, else of the listing it was requested from, else the
-- one currency its proposals were quoted in, else USD. (An open job whose operators quoted in
-- different currencies keeps those quotes as they were written: amounts are never converted.)
UPDATE "service_listings" AS l SET "currency" = p."currency"
  FROM "operator_profiles" AS p
  WHERE p."user_id" = l."operator_id" AND l."currency" <> p."currency";--> statement-breakpoint
UPDATE "proposals" AS pr SET "currency" = coalesce(
    (SELECT pay."currency" FROM "payments" AS pay WHERE pay."proposal_id" = pr."id"),
    (SELECT p."currency" FROM "operator_profiles" AS p WHERE p."user_id" = pr."operator_id"),
    'USD');--> statement-breakpoint
UPDATE "job_requests" AS j SET "currency" = coalesce(
    (SELECT pay."currency" FROM "payments" AS pay WHERE pay."job_request_id" = j."id"),
    (SELECT l."currency" FROM "service_listings" AS l WHERE l."id" = j."listing_id"),
    (SELECT min(pr."currency") FROM "proposals" AS pr WHERE pr."job_request_id" = j."id"
      HAVING count(DISTINCT pr."currency") = 1),
    'USD');

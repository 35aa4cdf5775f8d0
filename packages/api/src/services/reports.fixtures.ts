/** FOR TESTS ONLY: a review to report (reports.test.ts, admin/reports.test.ts, rest/reports.contract.test.ts). */
import { reviews } from "@skyhire/db";
import type { TestContext } from "../testing";

/** A review of the operator (a new one's when not given) by the customer of a new completed job. */
export async function makeReview(
  t: TestContext,
  input: { operatorId?: string; rating?: number; comment?: string | null } = {},
) {
  const operatorId = input.operatorId ?? (await t.makeOperator()).user.id;
  const job = await t.makeJob({ status: "completed" });
  const [review] = await t.db
    .insert(reviews)
    .values({ jobRequestId: job.id, customerId: job.customerId, operatorId, rating: input.rating ?? 1, comment: input.comment ?? null })
    .returning();
  if (!review) throw new Error("test review was not created");
  return review;
}

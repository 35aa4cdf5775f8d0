import { jobBoardSchema, LIFECYCLE_MESSAGES as M } from "@skyhire/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../../testing";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const board = jobBoardSchema.parse({ pageSize: 12 });
const refusedOpenJobs = { code: "FORBIDDEN", message: M.openJobsNeedApproval };

describe("open jobs and payouts are for approved operators only", () => {
  for (const approvalStatus of ["pending", "rejected"] as const) {
    it(`a ${approvalStatus} operator cannot read the job board or an open job, nor set up payouts`, async () => {
      const job = await t.makeJob();
      const operator = await t.makeOperator({ approvalStatus });
      const caller = t.callerFor(operator.user);

      expect(await failureOf(caller.jobs.board(board))).toEqual(refusedOpenJobs);
      expect(await failureOf(caller.proposals.byJob({ jobId: job.id }))).toEqual(refusedOpenJobs);
      expect(await failureOf(caller.escrow.payoutOnboarding({ returnPath: "/dashboard/operator" }))).toEqual({
        code: "FORBIDDEN",
        message: M.payoutsNeedApproval,
      });
    });
  }

  it("an approved operator reads the board and the open job and gets a payout link", async () => {
    const job = await t.makeJob();
    const caller = t.callerFor((await t.makeOperator()).user);

    expect((await caller.jobs.board(board)).items.map((item) => item.id)).toContain(job.id);
    expect((await caller.proposals.byJob({ jobId: job.id })).job.id).toBe(job.id);
    expect(await caller.escrow.payoutOnboarding({ returnPath: "/dashboard/operator" })).toMatchObject({ url: null });
  });

  it("an admin oversees the board without an operator profile", async () => {
    const job = await t.makeJob();
    const admin = await t.makeUser({ role: "admin" });
    expect((await t.callerFor(admin).jobs.board(board)).items.map((item) => item.id)).toContain(job.id);
  });
});

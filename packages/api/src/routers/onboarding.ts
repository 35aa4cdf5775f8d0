import { customerContactSchema, onboardingJobRequestSchema } from "@skyhire/validators";
import { documented } from "../documented-output";
import { jobRequestResponse } from "@skyhire/validators/responses";
import { createOnboardingJobRequest, customerJobStats } from "../services/jobs";
import { getCustomerContact, upsertCustomerContact } from "../services/profiles";
import { customerProcedure, router } from "../trpc";

/** Customer onboarding (docs/product.md#customer-onboarding): the contact step, the first job and the summary's count. */
export const onboardingRouter = router({
  /** The caller's saved contact details in the form's shape, or null. */
  contact: customerProcedure
    .meta({ internal: "the customer onboarding form" })
    .query(({ ctx }) => getCustomerContact(ctx.db, ctx.user.id)),

  /** Step 2 Continue: create or update the caller's customer profile. */
  saveContact: customerProcedure
    .meta({ internal: "the customer onboarding form" })
    .input(customerContactSchema)
    .mutation(({ ctx, input }) => upsertCustomerContact(ctx.db, ctx.user.id, input)),

  /** Step 4, POST /api/job-requests: the first job request (status open). */
  createJob: customerProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/job-requests",
        summary: "Post the first job request during customer onboarding",
        status: 201,
        location: "/api/requests/{id}",
      },
    })
    .output(documented(jobRequestResponse))
    .input(onboardingJobRequestSchema)
    .mutation(({ ctx, input }) => createOnboardingJobRequest(ctx.db, { customerId: ctx.user.id, job: input })),

  /** Step 5: how many of the caller's requests are active (open or in progress). */
  summary: customerProcedure
    .meta({ internal: "the customer onboarding summary" })
    .query(async ({ ctx }) => {
    const stats = await customerJobStats(ctx.db, ctx.user.id);
    return { activeRequests: stats.activeJobs };
  }),
});

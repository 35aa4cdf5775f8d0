import { z } from "zod";
import { SERVICE_CATEGORIES } from "./categories";
import {
  BUDGET_RANGES,
  CURRENCIES,
  JOB_CATEGORIES,
  LIMITS,
  optionValues,
  SPECIAL_REQUIREMENTS,
} from "./constants";
import { optionalSearchTextSchema, pageNumberSchema, pageSizeSchema } from "./listings";
import { PLACE_MESSAGES, placeNameSchema, RADIUS_KM } from "./places";

export const JOB_TEXT_LIMITS = {
  titleMax: 200,
  descriptionMax: 5000,
  locationMax: 200,
  messageMax: 2000,
} as const;

const JOB_CATEGORY_VALUES = optionValues(JOB_CATEGORIES);
const BUDGET_VALUES = optionValues(BUDGET_RANGES);
const REQUIREMENT_VALUES = optionValues(SPECIAL_REQUIREMENTS);

/** A required text field: trimmed, non-empty ("<Label> is required"), bounded. */
function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} cannot exceed ${max} characters`);
}

/** Where a job is: free text (a known place from PLACES gets coordinates in the jobs service). */
export const jobLocationSchema = requiredText("Location", JOB_TEXT_LIMITS.locationMax);

/** The currency a customer names for a job (its budget's and the deal's). */
export const jobCurrencySchema = z.enum(CURRENCIES, { error: "Please select a valid currency" });

/** An optional id: an empty string counts as absent. */
const optionalIdSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** The post-job form and POST /api/requests (also Request Quote / Contact Operator on a listing). */
export const createJobRequestSchema = z.object({
  title: requiredText("Title", JOB_TEXT_LIMITS.titleMax),
  description: requiredText("Description", JOB_TEXT_LIMITS.descriptionMax),
  category: z.enum(JOB_CATEGORY_VALUES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ""
        ? "Category is required"
        : "Please select a valid category",
  }),
  location: jobLocationSchema,
  /** One of the budget ranges; the form's empty choice means no budget. */
  budget: z
    .enum(["", ...BUDGET_VALUES], { error: "Please select a valid budget range" })
    .optional()
    .transform((value) => (value ? value : undefined)),
  /**
   * The budget's currency, and so the deal's (proposals, payment, invoice). A request from a
   * listing takes the listing's currency whatever is sent; otherwise USD when left out.
   */
  currency: jobCurrencySchema.optional(),
  requirements: z
    .array(z.enum(REQUIREMENT_VALUES, { error: "Please select valid special requirements" }), {
      error: "Please select valid special requirements",
    })
    .default([])
    .transform((values) => [...new Set(values)]),
  /** The operator a Request Quote / Contact Operator is addressed to. */
  invitedOperatorId: optionalIdSchema,
  /** The listing the request came from. */
  listingId: optionalIdSchema,
  message: z
    .string()
    .trim()
    .max(
      JOB_TEXT_LIMITS.messageMax,
      `Message cannot exceed ${JOB_TEXT_LIMITS.messageMax} characters`,
    )
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type CreateJobRequestInput = z.input<typeof createJobRequestSchema>;
export type CreateJobRequestValues = z.output<typeof createJobRequestSchema>;

/** GET /api/requests: newest first, a page of LIMITS.pageSizeDefault unless asked (the home page asks for its few). */
export const listJobRequestsSchema = z
  .object({
    page: pageNumberSchema,
    pageSize: pageSizeSchema(),
  })
  .default({ page: 1, pageSize: LIMITS.pageSizeDefault });
export type ListJobRequestsInput = z.input<typeof listJobRequestsSchema>;
export type ListJobRequestsQuery = z.output<typeof listJobRequestsSchema>;

/** GET /api/requests/customer/{userId}. */
export const customerJobRequestsSchema = z.object({
  userId: z.string({ error: "User id is required" }).trim().min(1, "User id is required"),
  page: pageNumberSchema,
  pageSize: pageSizeSchema(),
});
export type CustomerJobRequestsInput = z.input<typeof customerJobRequestsSchema>;
export type CustomerJobRequestsQuery = z.output<typeof customerJobRequestsSchema>;

/** The operators' job board: open jobs by service (categories.ts: whatever form posted them) and place. */
export const jobBoardSchema = z
  .object({
    category: z.enum(optionValues(SERVICE_CATEGORIES), { error: "Please select a valid category" }).optional(),
    location: optionalSearchTextSchema,
    /** Jobs within `radiusKm` of this place (jobs whose location names a known place). */
    near: z
      .union([z.literal(""), placeNameSchema], { error: PLACE_MESSAGES.place })
      .optional()
      .transform((value) => (value ? value : undefined)),
    radiusKm: z.coerce
      .number<number | string>({ error: `Radius must be between 1 and ${RADIUS_KM.searchMax}` })
      .min(1, `Radius must be between 1 and ${RADIUS_KM.searchMax}`)
      .max(RADIUS_KM.searchMax, `Radius must be between 1 and ${RADIUS_KM.searchMax}`)
      .default(RADIUS_KM.searchDefault),
    page: pageNumberSchema,
    pageSize: pageSizeSchema(),
  })
  .default({
    location: undefined,
    near: undefined,
    radiusKm: RADIUS_KM.searchDefault,
    page: 1,
    pageSize: LIMITS.pageSizeDefault,
  });
export type JobBoardInput = z.input<typeof jobBoardSchema>;
export type JobBoardQuery = z.output<typeof jobBoardSchema>;

import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  adminAnalyticsResponse,
  adminListingsListResponse,
  adminMoneyOverviewResponse,
  adminUsersSuspendResponse,
  authMeResponse,
  authRequestPasswordResetResponse,
  conversationResponse,
  disputeResponse,
  documentStatusResponse,
  escrowPayResponse,
  escrowReleaseResponse,
  favouriteResponse,
  insuranceDocResponse,
  invoicesByIdResponse,
  invoicesListResponse,
  jobMilestonesResponse,
  jobRequestResponse,
  licenceResponse,
  listingPhotoResponse,
  listingsListResponse,
  messageAttachmentResponse,
  milestoneResponse,
  milestonesConfirmResponse,
  milestonesDeliverResponse,
  milestonesFundResponse,
  moneyTotalResponse,
  operatorAnalyticsResponse,
  operatorBadgeResponse,
  operatorDocumentsStatusResponse,
  operatorOnboardingMineResponse,
  operatorProfileResponse,
  operatorReviewResponse,
  ownListingResponse,
  pageOf,
  paymentResponse,
  photoVariantResponse,
  portfolioItemResponse,
  proposalResponse,
  proposalsByJobResponse,
  refundResponse,
  reviewResponse,
  reviewsMineResponse,
  savedSearchResponse,
  storedFileResponse,
  userStateResponse,
  listingModerationResponse,
  billingInfoResponse,
  customerProfileResponse,
  jobsListResponse,
} from "./responses";
import { PAYMENT_STATUSES } from "./constants";

const at = new Date("2026-03-01T10:00:00.000Z");

const payment: z.input<typeof paymentResponse> = {
  status: "completed",
  id: "pay_1",
  currency: "AUD",
  createdAt: at,
  updatedAt: at,
  operatorId: "op_1",
  customerId: "cu_1",
  jobRequestId: "job_1",
  proposalId: "prop_1",
  milestoneId: "ms_1",
  amount: "1200.00",
  platformFee: "120.00",
  operatorPayout: "1080.00",
  refundedAmount: "0.00",
  stripePaymentIntentId: "pi_1",
  transferId: null,
  refundId: null,
  idempotencyKey: "key_1",
  failureMessage: null,
  paidAt: at,
  payoutAt: null,
  refundedAt: null,
};

const listingCard: z.input<typeof listingsListResponse>["items"][number] = {
  description: "Roof and façade inspection with thermal imaging",
  id: "lst_1",
  category: "Inspection",
  price: "450.00",
  priceTaxAdded: null,
  requirements: ["Site access"],
  title: "Thermal roof inspection",
  currency: "AUD",
  createdAt: at,
  operatorId: "op_1",
  distanceKm: 12.5,
  coverPhoto: null,
  operator: {
    id: "op_1",
    companyName: "Sky Eye",
    rating: "4.80",
    completedJobs: 31,
    location: "Sydney",
    isVerified: true,
    currency: "AUD",
  },
};

const listingsPage: z.input<typeof listingsListResponse> = {
  items: [listingCard],
  total: 1,
  page: 1,
  pageSize: 20,
  totalCapped: false,
  sort: "relevance",
  match: "words",
  nearPlace: null,
  nextCursor: null,
};

const milestone: z.input<typeof milestoneResponse> = {
  id: "ms_1",
  jobRequestId: "job_1",
  proposalId: "prop_1",
  position: 1,
  title: "Survey flight",
  amount: "600.00",
  currency: "GBP",
  dueDate: "2026-04-01",
  deliveredAt: null,
  deliveryNote: null,
  autoReleaseAt: null,
  releasedBy: null,
  createdAt: at,
  updatedAt: at,
};

function accepts(schema: z.ZodType, value: unknown): boolean {
  return schema.safeParse(value).success;
}

/** The name zod-openapi lists a shape under in `components.schemas` (its `.meta({ id })`). */
function documentName(schema: z.ZodType): unknown {
  return z.globalRegistry.get(schema)?.id;
}

function documentDescription(schema: z.ZodType): unknown {
  return z.globalRegistry.get(schema)?.description;
}

describe("a page of a list", () => {
  const page = pageOf(z.object({ id: z.string() }));

  it("holds its items, the total, the page number and the page size", () => {
    const answer = { items: [{ id: "a" }, { id: "b" }], total: 42, page: 2, pageSize: 2 };
    expect(page.parse(answer)).toEqual(answer);
  });

  it("parses every item by the item's own shape", () => {
    expect(accepts(page, { items: [{ id: "a" }, { id: 7 }], total: 2, page: 1, pageSize: 20 })).toBe(false);
    expect(page.parse({ items: [{ id: "a", secret: "x" }], total: 1, page: 1, pageSize: 20 }).items).toEqual([{ id: "a" }]);
  });

  it("is refused without its total, page or page size", () => {
    expect(accepts(page, { items: [], page: 1, pageSize: 20 })).toBe(false);
    expect(accepts(page, { items: [], total: 0, pageSize: 20 })).toBe(false);
    expect(accepts(page, { items: [], total: 0, page: 1 })).toBe(false);
    expect(accepts(page, { total: 0, page: 1, pageSize: 20 })).toBe(false);
  });

  it("is what the list answers hold, next to their own extras", () => {
    expect(listingsListResponse.parse(listingsPage)).toEqual(listingsPage);
    expect(accepts(listingsListResponse, { ...listingsPage, total: "1" })).toBe(false);
  });
});

describe("money and ratings in an answer", () => {
  it("travel as decimal text, exactly as stored, never as a rounded float", () => {
    expect(paymentResponse.parse({ ...payment, amount: "0.10", platformFee: "0.01" })).toMatchObject({
      amount: "0.10",
      platformFee: "0.01",
    });
    expect(accepts(paymentResponse, { ...payment, amount: 1200 })).toBe(false);
  });

  it("a listing card's price and its operator's rating are decimal text too", () => {
    const card = listingsListResponse.shape.items.element;
    expect(card.parse(listingCard)).toMatchObject({ price: "450.00", operator: { rating: "4.80" } });
    expect(accepts(card, { ...listingCard, price: 450 })).toBe(false);
    expect(accepts(card, { ...listingCard, operator: { ...listingCard.operator, rating: 4.8 } })).toBe(false);
  });

  it("are described to API clients as decimal text, with an example", () => {
    expect(z.globalRegistry.get(paymentResponse.shape.amount)).toEqual({
      description: 'A decimal number as text, e.g. "120.00"',
      example: "120.00",
    });
  });

  it("a money total names its currency beside the amount", () => {
    expect(moneyTotalResponse.parse({ currency: "EUR", amount: "99.50" })).toEqual({ currency: "EUR", amount: "99.50" });
    expect(accepts(moneyTotalResponse, { amount: "99.50" })).toBe(false);
  });
});

describe("statuses and kinds in an answer", () => {
  it("a payment's status is one of the payment statuses, and an unknown status is refused", () => {
    for (const status of PAYMENT_STATUSES) expect(accepts(paymentResponse, { ...payment, status })).toBe(true);
    expect(accepts(paymentResponse, { ...payment, status: "paid" })).toBe(false);
    expect(accepts(paymentResponse, { ...payment, currency: "JPY" })).toBe(false);
  });

  it("a refund says it refunded, or that it was refunded before", () => {
    expect(refundResponse.shape.outcome.options).toEqual(["refunded", "already_refunded"]);
    expect(refundResponse.parse({ outcome: "already_refunded", payment }).outcome).toBe("already_refunded");
    expect(accepts(refundResponse, { outcome: "pending", payment })).toBe(false);
  });

  it("a charge is processing, paid, or was paid before, and says whether it ran in test mode", () => {
    expect(escrowPayResponse.shape.outcome.options).toEqual(["processing", "paid", "already_paid"]);
    expect(escrowPayResponse.parse({ outcome: "paid", payment, testMode: true }).testMode).toBe(true);
    expect(accepts(escrowPayResponse, { outcome: "paid", payment })).toBe(false);
  });

  it("a release is released, or was released before", () => {
    expect(escrowReleaseResponse.shape.outcome.options).toEqual(["released", "already_released"]);
    expect(accepts(escrowReleaseResponse, { outcome: "refunded", payment })).toBe(false);
  });

  it("funding and confirming a milestone answer as paying and releasing do; delivering answers the milestone", () => {
    expect(milestonesFundResponse).toBe(escrowPayResponse);
    expect(milestonesConfirmResponse).toBe(escrowReleaseResponse);
    expect(milestonesDeliverResponse).toBe(milestoneResponse);
  });

  it("a conversation is about a job, direct, or with support", () => {
    expect(conversationResponse.shape.kind.options).toEqual(["job", "direct", "support"]);
  });

  it("a finished job to review was completed or refunded", () => {
    expect(reviewsMineResponse.shape.items.element.shape.status.options).toEqual(["completed", "refunded"]);
  });

  it("a job's proposals and milestones are seen by its customer or an operator", () => {
    expect(proposalsByJobResponse.shape.viewer.options).toEqual(["customer", "operator"]);
    expect(jobMilestonesResponse.shape.viewer.options).toEqual(["customer", "operator"]);
  });

  it("a dispute's parties are the customer, the operator and an admin", () => {
    expect(disputeResponse.shape.openedBy.options).toEqual(["customer", "operator", "admin"]);
    expect(disputeResponse.shape.viewer.options).toEqual(["customer", "operator", "admin"]);
  });

  it("a listing search matched by words or by similar words, or by neither", () => {
    const match = listingsListResponse.shape.match;
    expect(match.parse("similar")).toBe("similar");
    expect(match.parse(null)).toBeNull();
    expect(accepts(match, "exact")).toBe(false);
    expect(match.unwrap().options).toEqual(["words", "similar"]);
  });

  it("a saved listing's price dropped, rose or changed (another currency)", () => {
    const move = favouriteResponse.shape.listing.unwrap().shape.priceMove.unwrap();
    expect(move.shape.direction.options).toEqual(["dropped", "rose", "changed"]);
  });

  it("an analytics time series is bucketed by day, week or month", () => {
    expect(operatorAnalyticsResponse.shape.range.shape.bucket.options).toEqual(["day", "week", "month"]);
  });

  it("a password reset request only ever says it was sent", () => {
    expect(authRequestPasswordResetResponse.parse({ status: "sent" })).toEqual({ status: "sent" });
    expect(accepts(authRequestPasswordResetResponse, { status: "failed" })).toBe(false);
  });
});

describe("dates in an answer", () => {
  it("are Dates (superjson keeps them on tRPC), not ISO text", () => {
    expect(paymentResponse.parse(payment).createdAt).toBeInstanceOf(Date);
    expect(accepts(paymentResponse, { ...payment, createdAt: at.toISOString() })).toBe(false);
  });

  it("a milestone's due date is a calendar day as text, described as YYYY-MM-DD", () => {
    expect(milestoneResponse.parse(milestone).dueDate).toBe("2026-04-01");
    expect(documentDescription(milestoneResponse.shape.dueDate)).toBe("YYYY-MM-DD");
  });
});

describe("what an answer leaves out", () => {
  it("carries only the fields it declares: a user's password hash never reaches the body", () => {
    const user = { email: "a@b.co", id: "u1", firstName: "Ada", lastName: null, profileImageUrl: null, role: "customer" };
    expect(authMeResponse.parse({ ...user, passwordHash: "$argon2id$…" })).toEqual(user);
  });

  it("a listing card's operator is their public face, not their account", () => {
    const card = listingsListResponse.shape.items.element.parse({
      ...listingCard,
      operator: { ...listingCard.operator, email: "ops@skyeye.example", stripeAccountId: "acct_1" },
    });
    expect(card.operator).toEqual(listingCard.operator);
  });

  it("a deal's milestones leave out the job they belong to and their bookkeeping dates", () => {
    const item = jobMilestonesResponse.shape.items.element.shape;
    expect(Object.keys(item)).not.toContain("jobRequestId");
    expect(Object.keys(item)).not.toContain("createdAt");
    expect(Object.keys(item)).not.toContain("updatedAt");
    expect(Object.keys(item)).toContain("dueDate");
    expect(Object.keys(item)).toContain("actions");
  });
});

describe("what may be missing or empty in an answer", () => {
  it("a licence's document link may be absent, its expiry may not", () => {
    const licence = { type: "RePL", number: "123", expiryDate: "2027-01-01" };
    expect(licenceResponse.parse(licence)).toEqual(licence);
    expect(accepts(licenceResponse, { type: "RePL", number: "123" })).toBe(false);
  });

  it("an operator's logo may be null but is always answered", () => {
    const logoUrl = operatorProfileResponse.shape.logoUrl;
    expect(logoUrl.parse(null)).toBeNull();
    expect(accepts(operatorProfileResponse.pick({ logoUrl: true }), {})).toBe(false);
  });

  it("a suspension says how many sessions it ended; the user's state may be left out", () => {
    expect(adminUsersSuspendResponse.parse({ endedSessions: 2 })).toEqual({ endedSessions: 2 });
    expect(accepts(adminUsersSuspendResponse, {})).toBe(false);
  });

  it("an operator without a profile has no documents status and no onboarding answers: null", () => {
    expect(operatorDocumentsStatusResponse.parse(null)).toBeNull();
    expect(operatorOnboardingMineResponse.parse(null)).toBeNull();
  });

  it("a job page's payment and deal are null until there is one, and say so to API clients", () => {
    expect(proposalsByJobResponse.shape.payment.parse(null)).toBeNull();
    expect(proposalsByJobResponse.shape.deal.parse(null)).toBeNull();
    expect(proposalsByJobResponse.shape.payment.description).toMatch(/null before hire/);
    expect(proposalsByJobResponse.shape.deal.description).toMatch(/null for a single payment/);
  });

  it("a saved listing's price move is null when the price did not move, and the document says so", () => {
    const priceMove = favouriteResponse.shape.listing.unwrap().shape.priceMove;
    expect(priceMove.parse(null)).toBeNull();
    expect(documentDescription(priceMove)).toMatch(/null when it did not/);
  });
});

describe("the shapes several answers share", () => {
  const named: ReadonlyArray<readonly [z.ZodType, string]> = [
    [storedFileResponse, "StoredFile"],
    [licenceResponse, "Licence"],
    [insuranceDocResponse, "InsuranceDoc"],
    [portfolioItemResponse, "PortfolioItem"],
    [operatorReviewResponse, "OperatorReview"],
    [operatorBadgeResponse, "OperatorBadge"],
    [userStateResponse, "UserState"],
    [listingModerationResponse, "ListingModeration"],
    [paymentResponse, "Payment"],
    [refundResponse, "Refund"],
    [photoVariantResponse, "PhotoVariant"],
    [listingPhotoResponse, "ListingPhoto"],
    [ownListingResponse, "OwnListing"],
    [jobRequestResponse, "JobRequest"],
    [billingInfoResponse, "BillingInfo"],
    [customerProfileResponse, "CustomerProfile"],
    [operatorProfileResponse, "OperatorProfile"],
    [documentStatusResponse, "DocumentStatus"],
    [moneyTotalResponse, "MoneyTotal"],
    [proposalResponse, "Proposal"],
    [conversationResponse, "Conversation"],
    [savedSearchResponse, "SavedSearch"],
    [escrowPayResponse, "EscrowPay"],
    [escrowReleaseResponse, "EscrowRelease"],
    [messageAttachmentResponse, "MessageAttachment"],
    [reviewResponse, "Review"],
    [disputeResponse, "Dispute"],
    [jobMilestonesResponse, "JobMilestones"],
    [adminMoneyOverviewResponse.shape.feesByMonth.element, "MonthlyFees"],
    [adminAnalyticsResponse.shape.feesByMonth.element, "MonthlyFees"],
    [invoicesListResponse.shape.items.element, "Invoice"],
    [invoicesByIdResponse.shape.creditNote.unwrap(), "CreditNote"],
    [operatorAnalyticsResponse.shape.range, "AnalyticsRange"],
    [adminAnalyticsResponse.shape.range, "AnalyticsRange"],
    [operatorAnalyticsResponse.shape.listings.element, "ListingPerformance"],
  ];

  it.each(named.map(([schema, name]) => [name, schema] as const))("%s is listed once in the API document under its name", (name, schema) => {
    expect(documentName(schema)).toBe(name);
  });

  it("the answers that hold a shared shape hold that very shape, so the document refers to it", () => {
    expect(refundResponse.shape.payment).toBe(paymentResponse);
    expect(licenceResponse.shape.document.unwrap()).toBe(storedFileResponse);
    expect(ownListingResponse.shape.photos.element).toBe(listingPhotoResponse);
    expect(listingPhotoResponse.shape.variants.element).toBe(photoVariantResponse);
    expect(operatorAnalyticsResponse.shape.top.element).toBe(operatorAnalyticsResponse.shape.listings.element);
  });

  it("an answer of one operation alone is not named", () => {
    expect(documentName(authMeResponse)).toBeUndefined();
    expect(documentName(jobsListResponse)).toBeUndefined();
    expect(documentName(adminListingsListResponse)).toBeUndefined();
  });

  it("an analytics range's days are described as UTC calendar days", () => {
    const range = operatorAnalyticsResponse.shape.range.shape;
    expect(documentDescription(range.from)).toBe("First UTC day of the period, YYYY-MM-DD");
    expect(documentDescription(range.to)).toBe("Last UTC day of the period (today), YYYY-MM-DD");
    expect(documentDescription(range.bucket)).toBe("What one point of a time series covers");
  });
});

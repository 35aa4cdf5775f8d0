/**
 * FOR TESTS ONLY: one seeded marketplace with the seven kinds of caller, every procedure's access
 * rule (ACCESS), and ways to call any procedure or REST route as any of them without changing the
 * seed. Used by authorization-matrix.test.ts and bad-input.property.test.ts.
 */
import {
  favourites,
  invoices,
  milestones,
  notifications,
  payments,
  reports,
  reviews,
  savedSearches,
  sessions,
  webhookDeliveries,
  webhookEndpoints,
  type Database,
} from "@skyhire/db";
import { tokenizeOfflineCard } from "@skyhire/payments";
import { createSession } from "@skyhire/auth/session";
import type { SessionUser } from "@skyhire/validators";
import { TRPCError } from "@trpc/server";
import { TransactionRollbackError, eq } from "drizzle-orm";
import { handleRestRequest } from "./rest/handler";
import { OPERATIONS, type Operation } from "./rest/operations";
import { everyProcedure, type createCaller } from "./root";
import { GOOD_CARD, setCard } from "./services/lifecycle/test-fixtures";
import { onboardingPayload } from "./services/operator-onboarding.fixtures";
import { unsubscribeToken } from "./services/notification-settings";
import { TEST_BIO, type TestContext } from "./testing";
import type { Context } from "./trpc";

export const ACTORS = [
  "anonymous",
  "customerA",
  "customerB",
  "approvedOperator",
  "pendingOperator",
  "otherOperator",
  "admin",
] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * The seed: customer A owns every job; the approved operator owns the listing, proposed on the
 * open job and was hired on the others. Customer B and the other operator have nothing to do with
 * any of it, so they stand for "someone else's resource".
 */
export interface World {
  users: Record<Actor, SessionUser | null>;
  listingId: string;
  openJobId: string;
  openProposalId: string;
  hiredJobId: string;
  hiredProposalId: string;
  completedJobId: string;
  reviewId: string;
  paymentId: string;
  invoiceId: string;
  conversationId: string;
  notificationId: string;
  /** The signed token of customer A's "Proposal received" unsubscribe link. */
  notificationUnsubscribeToken: string;
  savedSearch: { id: string; token: string };
  /** The hired job's (funded) milestone. */
  hiredMilestoneId: string;
  /** Customer A's favourite of the listing, with its e-mail unsubscribe secret. */
  favourite: { id: string; token: string };
  /** Customer A's API token. */
  apiTokenId: string;
  /** The opaque id of a signed-in session of customer A's (another device). */
  accountSessionId: string;
  /** Customer A's webhook endpoint and one failed delivery of it. */
  webhook: { id: string; deliveryId: string };
  /** A funded milestone of another hired job, disputed by customer A and escalated; its job. */
  dispute: { id: string; jobId: string; settlementId: string };
}

const proposal = { quote: "1200", message: "We can fly this next week with a thermal camera.", timeline: "3-5 days" };

export async function seedWorld(t: TestContext): Promise<World> {
  const customerA = await t.makeUser({ firstName: "Ada", lastName: "Customer" });
  const customerB = await t.makeUser({ firstName: "Ben", lastName: "Customer" });
  await setCard(t, customerA.id);
  await setCard(t, customerB.id);
  const approvedOperator = await t.makeOperator();
  const pendingOperator = await t.makeOperator({ approvalStatus: "pending", isPublished: false });
  const otherOperator = await t.makeOperator();
  const admin = await t.makeUser({ role: "admin" });
  const listing = await t.makeListing({ operatorId: approvedOperator.user.id });

  const asA = t.callerFor(customerA);
  const asOperator = t.callerFor(approvedOperator.user);
  const jobWithProposal = async () => {
    const job = await t.makeJob({ customerId: customerA.id });
    const sent = await asOperator.proposals.create({ jobId: job.id, ...proposal });
    return { jobId: job.id, proposalId: sent.id };
  };
  const open = await jobWithProposal();
  const hired = await jobWithProposal();
  await asA.proposals.accept({ id: hired.proposalId });
  await asA.escrow.pay({ jobId: hired.jobId });
  const completed = await jobWithProposal();
  await asA.proposals.accept({ id: completed.proposalId });
  await asA.escrow.pay({ jobId: completed.jobId });
  await asOperator.proposals.markDelivered({ id: completed.proposalId });
  await asA.escrow.release({ jobId: completed.jobId });
  await asA.reviews.create({ jobId: completed.jobId, rating: 5, comment: "On time, sharp photos." });
  const conversation = await asA.messages.open({ jobId: hired.jobId, operatorId: approvedOperator.user.id });
  await asA.messages.create({ conversationId: conversation.id, body: "When can you fly?" });
  const apiToken = await asA.apiTokens.create({ name: "Procurement", scopes: ["read"] });
  const otherDevice = await createSession(t.db, { userId: customerA.id, provider: "credentials" });
  const [accountSession] = await t.db.select({ id: sessions.publicId }).from(sessions).where(eq(sessions.sid, otherDevice));
  const disputed = await jobWithProposal();
  await asA.proposals.accept({ id: disputed.proposalId });
  await asA.escrow.pay({ jobId: disputed.jobId });
  const [disputedMilestone] = await t.db.select({ id: milestones.id }).from(milestones).where(eq(milestones.jobRequestId, disputed.jobId));
  const dispute = await asA.disputes.open({
    milestoneId: disputedMilestone?.id ?? "",
    reason: "not_as_described",
    text: "The imagery is of the wrong roof.",
  });
  const settlement = await asA.disputes.proposeSettlement({ id: dispute.id, operatorAmount: "600" });
  await asA.disputes.escalate({ id: dispute.id });

  const [payment] = await t.db.select().from(payments).where(eq(payments.jobRequestId, hired.jobId));
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.paymentId, payment?.id ?? "")).limit(1);
  const [review] = await t.db.select().from(reviews).where(eq(reviews.jobRequestId, completed.jobId));
  const [notification] = await t.db.select().from(notifications).where(eq(notifications.userId, customerA.id)).limit(1);
  const saved = await asA.savedSearches.create({ kind: "listings", query: { q: "roof" }, frequency: "daily" });
  const [token] = await t.db
    .select({ value: savedSearches.unsubscribeToken })
    .from(savedSearches)
    .where(eq(savedSearches.id, saved.id));
  const [milestone] = await t.db.select({ id: milestones.id }).from(milestones).where(eq(milestones.jobRequestId, hired.jobId));
  const favourite = await asA.favourites.add({ listingId: listing.id });
  const [favouriteSecret] = await t.db
    .select({ value: favourites.unsubscribeToken })
    .from(favourites)
    .where(eq(favourites.id, favourite.id));
  // Customer B reported the review: the admins' queue has a group to decide.
  await t.db.insert(reports).values({
    reporterId: customerB.id,
    reviewId: review?.id ?? "",
    reason: "misleading",
    details: "This job was never finished.",
  });
  // Written directly: the URL (a closed local port) is one only WEBHOOK_ALLOW_PRIVATE_NETWORKS lets in.
  const [webhook] = await t.db
    .insert(webhookEndpoints)
    .values({ userId: customerA.id, url: "http://127.0.0.1:9/skyhire", secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" })
    .returning({ id: webhookEndpoints.id });
  const [delivery] = await t.db
    .insert(webhookDeliveries)
    .values({
      endpointId: webhook?.id ?? "",
      eventId: "msg_seed",
      eventType: "job.created",
      payload: { type: "job.created", timestamp: new Date().toISOString(), data: {} },
      status: "failed",
      attempts: 6,
    })
    .returning({ id: webhookDeliveries.id });
  if (!payment || !invoice || !review || !notification || !token || !milestone || !favouriteSecret || !webhook || !delivery) {
    throw new Error("the seed is incomplete");
  }

  return {
    users: {
      anonymous: null,
      customerA,
      customerB,
      approvedOperator: approvedOperator.user,
      pendingOperator: pendingOperator.user,
      otherOperator: otherOperator.user,
      admin,
    },
    listingId: listing.id,
    openJobId: open.jobId,
    openProposalId: open.proposalId,
    hiredJobId: hired.jobId,
    hiredProposalId: hired.proposalId,
    completedJobId: completed.jobId,
    reviewId: review.id,
    paymentId: payment.id,
    invoiceId: invoice.id,
    conversationId: conversation.id,
    notificationId: notification.id,
    notificationUnsubscribeToken: unsubscribeToken(customerA.id, "proposal_received"),
    savedSearch: { id: saved.id, token: token.value },
    hiredMilestoneId: milestone.id,
    favourite: { id: favourite.id, token: favouriteSecret.value },
    apiTokenId: apiToken.summary.id,
    accountSessionId: accountSession?.id ?? "",
    webhook: { id: webhook.id, deliveryId: delivery.id },
    dispute: { id: dispute.id, jobId: disputed.jobId, settlementId: settlement.id },
  };
}

// ---------------------------------------------------------------------------------------------
// Who may call what

const EVERYONE = ACTORS;
const SIGNED_IN = ACTORS.filter((actor) => actor !== "anonymous");
const CUSTOMERS = ["customerA", "customerB"] as const;
const OPERATORS = ["approvedOperator", "pendingOperator", "otherOperator"] as const;
const APPROVED_OPERATORS = ["approvedOperator", "otherOperator"] as const;
const ADMIN = ["admin"] as const;

export interface AccessRule {
  /** Who gets an answer; everyone else must get UNAUTHORIZED, FORBIDDEN or NOT_FOUND (401/403/404). */
  allowed: readonly Actor[];
  /** A valid input, naming customer A's or the approved operator's things where that matters. */
  input?: (world: World) => Record<string, unknown>;
}

const REASON = "Checked by the authorization matrix test.";
const listingForm = {
  title: "Orthomosaic mapping",
  description: "Survey-grade orthomosaic and DSM of sites up to 50 hectares.",
  category: "Mapping",
  price: 980,
  requirements: ["RTK drone"],
};
const jobForm = {
  title: "Survey a farm",
  description: "Map 40 hectares of orchards with multispectral imagery.",
  category: "agriculture",
  location: "Perth",
  budget: "1000-2500",
};
const operatorProfileForm = () => ({ companyName: "Sky Eye Drones", bio: TEST_BIO, defaultMargin: 12.5 });
const newPassword = { newPassword: "new-password-2", confirmPassword: "new-password-2" };

/**
 * One row per tRPC procedure (REST routes take the row of the procedure they call). A procedure
 * without a row fails authorization-matrix.test.ts: say here who may call it.
 */
export const ACCESS: Record<string, AccessRule> = {
  "auth.me": { allowed: SIGNED_IN },
  "auth.register": {
    allowed: EVERYONE,
    input: () => ({ email: "matrix@example.test", password: "long-enough-1", confirmPassword: "long-enough-1" }),
  },
  "auth.changePassword": { allowed: SIGNED_IN, input: () => ({ currentPassword: "not-my-password", ...newPassword }) },
  "auth.requestPasswordReset": { allowed: EVERYONE, input: () => ({ email: "nobody@example.test" }) },
  "auth.resetPassword": { allowed: EVERYONE, input: () => ({ token: "not-a-token", ...newPassword }) },
  "auth.resetLinkStatus": { allowed: EVERYONE, input: () => ({ token: "not-a-token" }) },

  "listings.list": { allowed: EVERYONE, input: () => ({}) },
  "listings.byId": { allowed: EVERYONE, input: (w) => ({ id: w.listingId }) },
  "listings.recent": { allowed: EVERYONE },
  "listings.sitemap": { allowed: EVERYONE },
  "listings.stats": { allowed: EVERYONE },
  "listings.mine": { allowed: [...OPERATORS, ...ADMIN], input: () => ({}) },
  "listings.mineById": { allowed: ["approvedOperator"], input: (w) => ({ id: w.listingId }) },
  "listings.dashboard": { allowed: SIGNED_IN },
  "listings.create": { allowed: APPROVED_OPERATORS, input: () => listingForm },
  "listings.update": { allowed: ["approvedOperator"], input: (w) => ({ id: w.listingId, ...listingForm }) },
  "listings.setActive": { allowed: ["approvedOperator"], input: (w) => ({ id: w.listingId, isActive: false }) },

  "jobs.list": { allowed: EVERYONE, input: () => ({}) },
  "jobs.byCustomer": { allowed: ["customerA", "admin"], input: (w) => ({ userId: w.users.customerA?.id }) },
  // Whoever may open the job page: its customer, admins, and (the job being open) approved operators.
  "jobs.byId": { allowed: ["customerA", ...APPROVED_OPERATORS, ...ADMIN], input: (w) => ({ jobId: w.openJobId }) },
  "jobs.create": { allowed: CUSTOMERS, input: () => jobForm },
  "jobs.board": { allowed: [...APPROVED_OPERATORS, ...ADMIN], input: () => ({}) },
  "jobs.customerStats": { allowed: CUSTOMERS },

  "profiles.customer.get": { allowed: SIGNED_IN },
  "profiles.customer.create": { allowed: SIGNED_IN, input: () => ({ name: "Casey Morgan" }) },
  // Only customers have a customer profile to update; anyone else gets 404 "Customer profile not found".
  "profiles.customer.update": { allowed: CUSTOMERS, input: () => ({ name: "Casey Morgan" }) },
  "profiles.operator.get": { allowed: SIGNED_IN },
  "profiles.operator.create": { allowed: SIGNED_IN, input: operatorProfileForm },
  // Only operators have an operator profile to update; anyone else gets 404 "Operator profile not found".
  // An update replaces the profile: every list and flag is sent.
  "profiles.operator.update": {
    allowed: OPERATORS,
    input: () => ({
      ...operatorProfileForm(),
      serviceAreas: [],
      licences: [],
      insuranceDocs: [],
      portfolioItems: [],
      currency: "USD",
      publish: false,
    }),
  },
  "profiles.customer.billingDetails": { allowed: CUSTOMERS },
  "profiles.customer.updateBillingDetails": { allowed: CUSTOMERS, input: () => ({ legalName: "Casey Morgan Ltd", taxId: "GB123456789" }) },
  "profiles.operator.taxDetails": { allowed: OPERATORS },
  "profiles.operator.updateTaxDetails": { allowed: OPERATORS, input: () => ({ legalName: "Sky Eye Drones Ltd", registeredForTax: true, taxRate: "20" }) },

  "payments.methods": { allowed: CUSTOMERS },
  "payments.createSetupIntent": { allowed: CUSTOMERS },
  "payments.tokenizeTestCard": { allowed: CUSTOMERS, input: () => ({ number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" }) },
  "payments.savePaymentMethod": {
    allowed: CUSTOMERS,
    // A card nobody saved yet (another customer's card is refused as taken).
    input: () => ({ paymentMethodId: tokenizeOfflineCard({ ...GOOD_CARD, number: "5555555555554444" }) }),
  },

  "demo.overview": { allowed: EVERYONE },
  "demo.marketplaceCounts": { allowed: EVERYONE },
  "demo.proposals": { allowed: EVERYONE },
  "demo.payment": { allowed: EVERYONE, input: () => ({}) },
  "demo.completion": { allowed: EVERYONE, input: () => ({}) },
  "demo.ratings": { allowed: EVERYONE, input: () => ({}) },

  "onboarding.contact": { allowed: CUSTOMERS },
  "onboarding.saveContact": {
    allowed: CUSTOMERS,
    input: () => ({ fullName: "Jordan Lee", phoneNumber: "0400 000 000", preferredContact: "email" }),
  },
  "onboarding.createJob": {
    allowed: CUSTOMERS,
    input: () => ({
      title: "Warehouse roof survey",
      category: "surveying",
      description: "Survey the roof of our warehouse for storm damage.",
      location: "phoenix",
      budgetMin: 150,
      budgetMax: 400,
      timeline: "week",
    }),
  },
  "onboarding.summary": { allowed: CUSTOMERS },

  "operatorOnboarding.submit": { allowed: SIGNED_IN, input: () => ({ ...onboardingPayload() }) },
  "operatorOnboarding.mine": { allowed: SIGNED_IN },
  "operatorOnboarding.verifyEmail": { allowed: EVERYONE, input: () => ({ token: "not-a-token" }) },
  "operatorOnboarding.resendVerification": { allowed: SIGNED_IN },

  "admin.pendingOperators": { allowed: ADMIN, input: () => ({}) },
  "admin.operators": { allowed: ADMIN, input: () => ({}) },
  "admin.operator": { allowed: ADMIN, input: (w) => ({ userId: w.users.pendingOperator?.id }) },
  "admin.approveOperator": { allowed: ADMIN, input: (w) => ({ userId: w.users.pendingOperator?.id }) },
  "admin.rejectOperator": { allowed: ADMIN, input: (w) => ({ userId: w.users.pendingOperator?.id, reason: REASON }) },
  "admin.verifyOperator": { allowed: ADMIN, input: (w) => ({ userId: w.users.approvedOperator?.id }) },
  "admin.unverifyOperator": { allowed: ADMIN, input: (w) => ({ userId: w.users.approvedOperator?.id }) },

  // An open job's proposals screen: its customer, approved operators and admins.
  "proposals.byJob": { allowed: ["customerA", ...APPROVED_OPERATORS, ...ADMIN], input: (w) => ({ jobId: w.openJobId }) },
  "proposals.byId": { allowed: ["customerA", "approvedOperator", ...ADMIN], input: (w) => ({ id: w.openProposalId }) },
  "proposals.mine": { allowed: OPERATORS, input: () => ({}) },
  "proposals.create": { allowed: APPROVED_OPERATORS, input: (w) => ({ jobId: w.openJobId, ...proposal }) },
  "proposals.update": { allowed: ["approvedOperator"], input: (w) => ({ id: w.openProposalId, ...proposal }) },
  "proposals.withdraw": { allowed: ["approvedOperator"], input: (w) => ({ id: w.openProposalId }) },
  "proposals.accept": { allowed: ["customerA"], input: (w) => ({ id: w.openProposalId }) },
  "proposals.decline": { allowed: ["customerA"], input: (w) => ({ id: w.openProposalId }) },
  "proposals.markDelivered": { allowed: ["approvedOperator"], input: (w) => ({ id: w.hiredProposalId }) },

  "escrow.mode": { allowed: SIGNED_IN },
  "escrow.pay": { allowed: ["customerA"], input: (w) => ({ jobId: w.hiredJobId }) },
  "escrow.release": { allowed: ["customerA", "admin"], input: (w) => ({ jobId: w.hiredJobId }) },
  "escrow.refund": { allowed: ["customerA", "admin"], input: (w) => ({ jobId: w.hiredJobId }) },
  "escrow.cancel": { allowed: ["customerA", "admin"], input: (w) => ({ jobId: w.openJobId }) },
  "escrow.customerStats": { allowed: CUSTOMERS },
  "escrow.operatorEarnings": { allowed: OPERATORS },
  "escrow.operatorStatement": { allowed: OPERATORS, input: () => ({ from: "2026-01-01", to: "2026-12-31" }) },
  "escrow.payoutOnboarding": { allowed: APPROVED_OPERATORS, input: () => ({}) },

  "reviews.list": { allowed: EVERYONE, input: (w) => ({ operatorId: w.users.approvedOperator?.id }) },
  "reviews.listing": { allowed: EVERYONE, input: (w) => ({ id: w.listingId }) },
  "reviews.mine": { allowed: CUSTOMERS, input: () => ({}) },
  "reviews.create": { allowed: ["customerA"], input: (w) => ({ jobId: w.completedJobId, rating: 4 }) },
  "reviews.update": { allowed: ["customerA"], input: (w) => ({ id: w.reviewId, rating: 4 }) },

  "messages.conversations": { allowed: SIGNED_IN, input: () => ({}) },
  "messages.open": {
    allowed: ["customerA", "approvedOperator"],
    input: (w) => ({ jobId: w.hiredJobId, operatorId: w.users.approvedOperator?.id }),
  },
  "messages.contact": { allowed: SIGNED_IN, input: (w) => ({ listingId: w.listingId, body: "Are you free next week?" }) },
  "messages.list": { allowed: ["customerA", "approvedOperator"], input: (w) => ({ conversationId: w.conversationId }) },
  "messages.create": {
    allowed: ["customerA", "approvedOperator"],
    input: (w) => ({ conversationId: w.conversationId, body: "See you on Tuesday." }),
  },
  "messages.markRead": { allowed: ["customerA", "approvedOperator"], input: (w) => ({ conversationId: w.conversationId }) },
  "messages.unreadCount": { allowed: SIGNED_IN },

  "invoices.list": { allowed: CUSTOMERS, input: () => ({}) },
  "invoices.byId": { allowed: ["customerA", "admin"], input: (w) => ({ id: w.invoiceId }) },

  // Each caller's own notifications: another's ids are simply not theirs to mark.
  "notifications.list": { allowed: SIGNED_IN, input: () => ({}) },
  "notifications.unreadCount": { allowed: SIGNED_IN },
  "notifications.badges": { allowed: SIGNED_IN },
  "notifications.markRead": { allowed: SIGNED_IN, input: (w) => ({ ids: [w.notificationId] }) },
  // Each person's own e-mail settings; the mail's signed link works for whoever holds it.
  "notifications.emailSettings": { allowed: SIGNED_IN },
  "notifications.updateEmailSetting": { allowed: SIGNED_IN, input: () => ({ type: "proposal_received", email: false }) },
  "notifications.unsubscribeLink": { allowed: EVERYONE, input: (w) => ({ token: w.notificationUnsubscribeToken }) },
  "notifications.unsubscribe": { allowed: EVERYONE, input: (w) => ({ token: w.notificationUnsubscribeToken }) },

  // Each caller's own saved searches; an e-mail's unsubscribe link works for whoever holds it.
  "savedSearches.list": { allowed: SIGNED_IN },
  "savedSearches.create": { allowed: SIGNED_IN, input: () => ({ kind: "listings", query: { q: "survey" } }) },
  "savedSearches.update": { allowed: ["customerA"], input: (w) => ({ id: w.savedSearch.id, frequency: "weekly" }) },
  "savedSearches.remove": { allowed: ["customerA"], input: (w) => ({ id: w.savedSearch.id }) },
  "savedSearches.unsubscribeLink": { allowed: EVERYONE, input: (w) => w.savedSearch },
  "savedSearches.unsubscribe": { allowed: EVERYONE, input: (w) => w.savedSearch },

  // Customers keep favourites; someone else's favourite is not found. The e-mail's link works for whoever holds it.
  // Each account's own webhook endpoints; another's endpoint is not found.
  "webhooks.list": { allowed: SIGNED_IN },
  "webhooks.create": { allowed: SIGNED_IN, input: () => ({ url: "https://hooks.example.com/skyhire" }) },
  "webhooks.byId": { allowed: ["customerA"], input: (w) => ({ id: w.webhook.id }) },
  "webhooks.update": { allowed: ["customerA"], input: (w) => ({ id: w.webhook.id, description: "Procurement" }) },
  "webhooks.delete": { allowed: ["customerA"], input: (w) => ({ id: w.webhook.id }) },
  "webhooks.rotateSecret": { allowed: ["customerA"], input: (w) => ({ id: w.webhook.id }) },
  "webhooks.deliveries": { allowed: ["customerA"], input: (w) => ({ id: w.webhook.id }) },
  "webhooks.retry": { allowed: ["customerA"], input: (w) => ({ id: w.webhook.id, deliveryId: w.webhook.deliveryId }) },
  "webhooks.test": { allowed: ["customerA"], input: (w) => ({ id: w.webhook.id }) },

  "favourites.list": { allowed: CUSTOMERS },
  "favourites.add": { allowed: CUSTOMERS, input: (w) => ({ listingId: w.listingId }) },
  "favourites.remove": { allowed: ["customerA"], input: (w) => ({ id: w.favourite.id }) },
  "favourites.unsubscribeLink": { allowed: EVERYONE, input: (w) => w.favourite },
  "favourites.unsubscribe": { allowed: EVERYONE, input: (w) => w.favourite },

  // Anyone signed in reports a review or a listing, except their own (customer A wrote the review); each sees their own reports.
  "reports.create": {
    allowed: SIGNED_IN.filter((actor) => actor !== "customerA"),
    input: (w) => ({ targetType: "review", targetId: w.reviewId, reason: "offensive", details: "Insults the operator's staff." }),
  },
  "reports.mine": { allowed: SIGNED_IN },

  // A deal's milestones: its two parties (and admins) see them; the operator plans and delivers, the customer funds.
  "milestones.list": { allowed: ["customerA", "approvedOperator", "admin"], input: (w) => ({ id: w.hiredJobId }) },
  "milestones.set": {
    allowed: ["approvedOperator"],
    input: (w) => ({
      id: w.openJobId,
      milestones: [
        { title: "Flight and raw imagery", amount: "700" },
        { title: "Processed report", amount: "500" },
      ],
    }),
  },
  "milestones.fund": { allowed: ["customerA"], input: (w) => ({ id: w.hiredMilestoneId }) },
  "milestones.deliver": { allowed: ["approvedOperator"], input: (w) => ({ id: w.hiredMilestoneId, note: "Imagery uploaded." }) },
  "milestones.confirm": { allowed: ["customerA", "admin"], input: (w) => ({ id: w.hiredMilestoneId }) },

  // A dispute's two parties (and admins, who read, write and decide); only the parties open, propose
  // and escalate; only the other party accepts a settlement (customer A proposed the seeded one).
  "disputes.list": { allowed: SIGNED_IN, input: () => ({}) },
  "disputes.open": {
    allowed: ["customerA", "approvedOperator"],
    input: (w) => ({ milestoneId: w.hiredMilestoneId, reason: "late", text: "Nothing delivered a week after the due date." }),
  },
  "disputes.byId": { allowed: ["customerA", "approvedOperator", "admin"], input: (w) => ({ id: w.dispute.id }) },
  "disputes.ofJob": { allowed: ["customerA", "approvedOperator", "admin"], input: (w) => ({ jobId: w.dispute.jobId }) },
  "disputes.message": {
    allowed: ["customerA", "approvedOperator", "admin"],
    input: (w) => ({ id: w.dispute.id, body: "Here are the flight logs." }),
  },
  "disputes.proposeSettlement": { allowed: ["customerA", "approvedOperator"], input: (w) => ({ id: w.dispute.id, operatorAmount: "500" }) },
  "disputes.acceptSettlement": { allowed: ["approvedOperator"], input: (w) => ({ id: w.dispute.settlementId }) },
  "disputes.escalate": { allowed: ["customerA", "approvedOperator"], input: (w) => ({ id: w.dispute.id }) },
  "disputes.decide": { allowed: ADMIN, input: (w) => ({ id: w.dispute.id, outcome: "refund", reason: REASON }) },

  "adminUsers.list": { allowed: ADMIN, input: () => ({}) },
  "adminUsers.changeRole": {
    allowed: ADMIN,
    input: (w) => ({ userId: w.users.customerB?.id, role: "operator", reason: REASON }),
  },
  "adminUsers.suspend": { allowed: ADMIN, input: (w) => ({ userId: w.users.customerB?.id, reason: REASON }) },
  "adminUsers.reinstate": { allowed: ADMIN, input: (w) => ({ userId: w.users.customerB?.id }) },
  "adminListings.list": { allowed: ADMIN, input: () => ({}) },
  "adminReports.queue": { allowed: ADMIN, input: () => ({}) },
  "adminReports.decide": {
    allowed: ADMIN,
    input: (w) => ({ targetType: "review", targetId: w.reviewId, action: "dismiss", reason: REASON }),
  },
  "adminListings.deactivate": { allowed: ADMIN, input: (w) => ({ id: w.listingId, reason: REASON }) },
  "adminListings.reactivate": { allowed: ADMIN, input: (w) => ({ id: w.listingId }) },
  "adminMoney.overview": { allowed: ADMIN },
  "adminMoney.payments": { allowed: ADMIN, input: () => ({}) },
  "adminMoney.refund": { allowed: ADMIN, input: (w) => ({ paymentId: w.paymentId, reason: REASON }) },
  "adminAudit.list": { allowed: ADMIN, input: () => ({}) },
  "adminDocuments.expiring": { allowed: ADMIN, input: () => ({}) },
  "adminDocuments.approve": { allowed: ADMIN, input: (w) => ({ userId: w.users.approvedOperator?.id }) },

  "operatorDocuments.status": { allowed: OPERATORS },
  // Each operator's own figures; the marketplace's for admins only.
  "analytics.operator": { allowed: OPERATORS, input: () => ({ period: "30d" }) },
  "analytics.admin": { allowed: ADMIN, input: () => ({ period: "12m" }) },
  "operators.byId": { allowed: EVERYONE, input: (w) => ({ id: w.users.approvedOperator?.id }) },
  "operators.sitemap": { allowed: EVERYONE },
  // Each signed-in caller's own tokens; another's token is not found.
  "apiTokens.list": { allowed: SIGNED_IN },
  "apiTokens.create": { allowed: SIGNED_IN, input: () => ({ name: "Booking tool", scopes: ["read"] }) },
  "apiTokens.revoke": { allowed: ["customerA"], input: (w) => ({ id: w.apiTokenId }) },
  "accountSessions.list": { allowed: SIGNED_IN },
  "accountSessions.revoke": { allowed: ["customerA"], input: (w) => ({ id: w.accountSessionId }) },
  "accountSessions.revokeOthers": { allowed: SIGNED_IN },
  "support.request": {
    allowed: EVERYONE,
    input: () => ({ subject: "Refund after delivery", message: "The photos delivered are of the wrong building." }),
  },
};

/** Every procedure of the app router, by its dotted path (e.g. "profiles.customer.get"). */
export const PROCEDURES = (await everyProcedure()).map(([path]) => path).sort();

// ---------------------------------------------------------------------------------------------
// Calling without changing the seed

type Caller = ReturnType<typeof createCaller>;
type ProcedureCall = (input?: unknown) => Promise<unknown>;

/** The caller's function for a dotted procedure path. */
export function procedureCall(caller: Caller, path: string): ProcedureCall {
  let node: unknown = caller;
  for (const part of path.split(".")) node = (node as Record<string, unknown>)[part];
  if (typeof node !== "function") throw new Error(`no procedure ${path}`);
  return node as ProcedureCall;
}

/**
 * Runs `work` in a transaction that is always rolled back, so every call sees the same seed.
 * The transaction stands in for the database: services only query through it (nested
 * transactions become savepoints).
 */
export async function rolledBack<T>(db: Database, work: (db: Database) => Promise<T>): Promise<T> {
  let outcome: { value: T } | undefined;
  try {
    await db.transaction(async (tx) => {
      outcome = { value: await work(tx as unknown as Database) };
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  if (!outcome) throw new Error("the rolled-back work did not finish");
  return outcome.value;
}

/** How a tRPC call ended: "ok", or its error code. */
export async function trpcOutcome(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "ok";
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

export const REFUSED_CODES = ["UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND"];
export const REFUSED_STATUSES = [401, 403, 404];

// ---------------------------------------------------------------------------------------------
// REST routes, mapped onto their procedure's input

/** Which procedure a route calls; each `{name}` path segment fills the input field of that name. */
export interface RouteTarget {
  route: Operation;
  procedure: string;
  /** path segment name → input field */
  fieldOfParam: Record<string, string>;
}

export const ROUTE_TARGETS: readonly RouteTarget[] = OPERATIONS.map((route) => ({
  route,
  procedure: route.procedure,
  fieldOfParam: Object.fromEntries(route.pathParams.map((name) => [name, name])),
}));

export const routeName = (route: Operation) => `${route.method} ${route.path}`;

/** The REST request for a procedure input: path segments from their fields, the rest as query or JSON body. */
export function restRequestFor(target: RouteTarget, input: Record<string, unknown>): Request {
  const rest = { ...input };
  let path: string = target.route.path;
  for (const [name, field] of Object.entries(target.fieldOfParam)) {
    path = path.replace(`{${name}}`, encodeURIComponent(String((rest[field] as string | number | undefined) ?? "")));
    delete rest[field];
  }
  const url = new URL(path, "http://skyhire.test");
  if (target.route.method === "GET") {
    for (const [name, value] of Object.entries(rest)) url.searchParams.set(name, String(value));
    return new Request(url, { method: "GET" });
  }
  const hasBody = Object.keys(rest).length > 0;
  return new Request(url, {
    method: target.route.method,
    headers: hasBody ? { "content-type": "application/json" } : {},
    body: hasBody ? JSON.stringify(rest) : undefined,
  });
}

/** The REST answer's status for `request` sent by `user`. */
export async function restStatus(db: Database, user: SessionUser | null, request: Request): Promise<number> {
  const response = await handleRestRequest(request, await signedInContext(db, user, request.headers));
  return response.status;
}

/** The context of a request by `user`, signed in by a session of its own as the app's cookie signs in. */
export async function signedInContext(db: Database, user: SessionUser | null, headers: Headers): Promise<Context> {
  if (!user) return { db, user, headers };
  return { db, user, headers, sessionId: await createSession(db, { userId: user.id, provider: "credentials" }) };
}

import { relations } from "drizzle-orm";
import { jobRequests } from "./jobs";
import { payments } from "./payments";
import { customerProfiles, operatorProfiles } from "./profiles";
import { proposals } from "./proposals";
import { serviceListings } from "./listings";
import { reviews } from "./reviews";
import { users } from "./users";

export const usersRelations = relations(users, ({ one, many }) => ({
  customerProfile: one(customerProfiles, { fields: [users.id], references: [customerProfiles.userId] }),
  operatorProfile: one(operatorProfiles, { fields: [users.id], references: [operatorProfiles.userId] }),
  listings: many(serviceListings),
  jobRequests: many(jobRequests),
}));

export const serviceListingsRelations = relations(serviceListings, ({ one }) => ({
  operator: one(users, { fields: [serviceListings.operatorId], references: [users.id] }),
  operatorProfile: one(operatorProfiles, {
    fields: [serviceListings.operatorId],
    references: [operatorProfiles.userId],
  }),
}));

export const jobRequestsRelations = relations(jobRequests, ({ one, many }) => ({
  customer: one(users, { fields: [jobRequests.customerId], references: [users.id] }),
  proposals: many(proposals),
}));

export const proposalsRelations = relations(proposals, ({ one }) => ({
  jobRequest: one(jobRequests, { fields: [proposals.jobRequestId], references: [jobRequests.id] }),
  operator: one(users, { fields: [proposals.operatorId], references: [users.id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  jobRequest: one(jobRequests, { fields: [payments.jobRequestId], references: [jobRequests.id] }),
  proposal: one(proposals, { fields: [payments.proposalId], references: [proposals.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  jobRequest: one(jobRequests, { fields: [reviews.jobRequestId], references: [jobRequests.id] }),
}));

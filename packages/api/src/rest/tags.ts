/**
 * The document's tags: an operation's is the first segment of its path after /api
 * (openapi.ts `operationObject`), each declared here with what it groups, so the reference page and
 * generated clients show a described group for every operation.
 */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  account: "The caller's own account: profile, password, API tokens, notification settings.",
  admin: "Administration: operator approval, moderation, disputes to decide, money overview. Admins only.",
  auth: "Registration and the signed-in user.",
  conversations: "Direct and job conversations between customers and operators.",
  customer: "A customer's own figures.",
  customers: "A customer's own profile and billing details.",
  disputes: "Disputes of milestones: opening, messages, settlements, escalation.",
  events: "The live event stream (server-sent events) of the caller's notifications and messages.",
  favourites: "Listings and operators a customer keeps.",
  invoices: "Invoices of paid milestones, and their PDFs.",
  "job-requests": "The onboarding's first job request (documented payload).",
  jobs: "A hired job's milestones, deliveries, payments and cancellation.",
  listings: "The service catalogue: browse, a listing, its reviews; an operator's own listings.",
  messages: "Messages within conversations.",
  milestones: "A milestone's funding, delivery, confirmation and release.",
  notifications: "The caller's notifications and their read state.",
  operator: "An operator's own dashboard: earnings, analytics, statements.",
  "operator-profile": "The operator onboarding's profile (documented payload).",
  operators: "Operator pages and profiles.",
  proposals: "Proposals on job requests: send, edit, accept, decline.",
  reports: "Reports of reviews and listings to the moderators, and the state of the caller's own reports.",
  requests: "Job requests: post, list, read, and the job board.",
  reviews: "Reviews of completed jobs.",
  "saved-searches": "Saved searches and their alerts.",
  settlements: "Accepting a dispute's settlement.",
  "webhook-endpoints": "Signed webhooks: endpoints, deliveries, retries, test events, secret rotation.",
};

/** What the web app's route files use directly (the rest goes through the tRPC routers). */
export { handleInvoicePdfRequest, handleStripeWebhookRequest } from "./http";
export { setNotificationMailer, type NotificationMailer } from "./notifications";

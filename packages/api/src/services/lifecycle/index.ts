/** What the web app's route files use directly (the rest goes through the tRPC routers). */
export { setNotificationMailer, type NotificationMailer } from "./notifications";

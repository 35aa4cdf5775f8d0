/**
 * The operator's side reports failures the customer's way: the server's own words for a refused
 * action ("Only approved operators can send proposals"), a generic line for a server fault, a lost
 * session to sign in, and a Contact support link when the message sends the user there.
 */
export { reportActionError, serverMessage } from "~/features/customer-jobs/errors";

import { handleStripeWebhookRequest } from "@skyhire/api/rest";
import { getDb } from "@skyhire/db/runtime";

/** Never cached: every delivery is a new event. */
export const dynamic = "force-dynamic";

/**
 * POST /api/webhooks/stripe: Stripe's events. The raw body goes to the service untouched (the
 * signature covers its exact bytes); it verifies, applies each event id once and answers.
 * No session and no CSRF check: the signature is the authentication.
 */
export async function POST(request: Request): Promise<Response> {
  return handleStripeWebhookRequest(request, getDb());
}

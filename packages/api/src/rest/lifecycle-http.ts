import { paymentsEnv, verifyStripeEvent, WebhookSignatureError } from "@skyhire/payments";
import { creditNotePdf, invoicePdf } from "../services/lifecycle/invoice-pdf";
import { handleGatewayEvent } from "../services/lifecycle/webhooks";
import { enforceBearer } from "../services/api-tokens";
import { gatewayOf, type Context } from "../trpc";
import { errorResponse, jsonResponse, messageResponse } from "./errors";

/**
 * The lifecycle endpoints that are not JSON procedures, as fetch handlers the web app's route
 * files hand their request to: the Stripe webhook (raw body) and the invoice and credit note PDF
 * downloads.
 */

/** POST /api/webhooks/stripe: verify the signature over the raw body, then apply the event once. */
export async function handleStripeWebhookRequest(request: Request, db: Context["db"]): Promise<Response> {
  const secret = paymentsEnv().STRIPE_WEBHOOK_SECRET;
  if (!secret) return messageResponse(503, "Webhooks are not configured");
  const rawBody = Buffer.from(await request.arrayBuffer());
  let event;
  try {
    event = verifyStripeEvent({ rawBody, signature: request.headers.get("stripe-signature"), secret });
  } catch (error) {
    if (error instanceof WebhookSignatureError) return messageResponse(400, error.message);
    throw error;
  }
  try {
    const outcome = await handleGatewayEvent(db, event);
    return jsonResponse(200, { received: true, outcome });
  } catch (error) {
    // A non-2xx answer makes Stripe retry later; the event id was rolled back with the failure.
    console.error("Applying a Stripe webhook failed", error);
    return messageResponse(500, "Webhook could not be applied");
  }
}

type PdfMaker = typeof invoicePdf;

/** A billing PDF for a signed-in caller (or a read token): 401 signed out, the service's refusals. */
async function pdfResponse(ctx: Context, id: string, make: PdfMaker): Promise<Response> {
  try {
    await enforceBearer(ctx.db, ctx.bearer, "read");
    if (!ctx.user) return messageResponse(401, "Unauthorized");
    const { filename, pdf } = await make(ctx.db, {
      actor: ctx.user,
      id,
      testMode: gatewayOf(ctx).kind === "offline",
    });
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${filename}"`,
        "content-length": String(pdf.length),
        "cache-control": "private, no-store",
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}

/** GET /api/invoices/{id}/pdf: the invoice as a PDF, for its customer or an admin. */
export function handleInvoicePdfRequest(ctx: Context, invoiceId: string): Promise<Response> {
  return pdfResponse(ctx, invoiceId, invoicePdf);
}

/** GET /api/credit-notes/{id}/pdf: a credit note as a PDF, for the invoice's customer or an admin. */
export function handleCreditNotePdfRequest(ctx: Context, creditNoteId: string): Promise<Response> {
  return pdfResponse(ctx, creditNoteId, creditNotePdf);
}

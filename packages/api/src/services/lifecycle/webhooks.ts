import { operatorProfiles, payments, processedWebhookEvents, type Database, type Executor } from "@skyhire/db";
import { type GatewayEvent } from "@skyhire/payments";
import { eq, or } from "drizzle-orm";
import { applyRefund } from "./cancellation";
import { markPaymentFailed, markPaymentHeld, type Payment } from "./escrow";
import { lockJob } from "./locks";
import { deliverNotificationEmails } from "./notifications";

/**
 * Gateway webhooks drive payment states. Each event id is stored in the transaction that applies
 * it (primary key), so an event delivered twice — or by two instances at once — changes nothing
 * the second time. A failure rolls the id back too, and the gateway's retry applies it later.
 */

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

async function paymentFor(tx: Executor, ids: { paymentId?: string | null; intentId: string }): Promise<Payment | null> {
  const match = ids.paymentId
    ? or(eq(payments.id, ids.paymentId), eq(payments.stripePaymentIntentId, ids.intentId))
    : eq(payments.stripePaymentIntentId, ids.intentId);
  const [payment] = await tx.select().from(payments).where(match).limit(1);
  return payment ?? null;
}

/** The payment again, read under its job's lock (the lifecycle's lock order). */
async function lockPayment(tx: Executor, payment: Payment) {
  const job = await lockJob(tx, payment.jobRequestId);
  const [fresh] = await tx.select().from(payments).where(eq(payments.id, payment.id)).limit(1);
  return { job, payment: fresh ?? payment };
}

export async function handleGatewayEvent(db: Database, event: GatewayEvent): Promise<WebhookOutcome> {
  const done = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(processedWebhookEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing({ target: processedWebhookEvents.eventId })
      .returning({ eventId: processedWebhookEvents.eventId });
    if (!fresh) return { outcome: "duplicate" as const, notes: [] as string[] };
    if (event.kind === "ignored") return { outcome: "ignored" as const, notes: [] };
    if (event.kind === "payout_account_updated") {
      const updated = await tx
        .update(operatorProfiles)
        .set({ payoutsEnabled: event.payoutsEnabled })
        .where(eq(operatorProfiles.gatewayAccountId, event.accountId))
        .returning({ userId: operatorProfiles.userId });
      return { outcome: updated.length > 0 ? ("applied" as const) : ("ignored" as const), notes: [] };
    }

    const found = await paymentFor(tx, {
      paymentId: "paymentId" in event ? event.paymentId : null,
      intentId: event.intentId,
    });
    if (!found) return { outcome: "ignored" as const, notes: [] };
    const { job, payment } = await lockPayment(tx, found);

    switch (event.kind) {
      case "payment_succeeded":
        // Already held by the pay request itself (its answer came first): nothing to do.
        if (payment.status !== "processing" || !["open", "in_progress"].includes(job.status)) {
          return { outcome: "ignored" as const, notes: [] };
        }
        return { outcome: "applied" as const, notes: await markPaymentHeld(tx, { job, payment, intentId: event.intentId }) };
      case "payment_processing":
        return { outcome: "ignored" as const, notes: [] };
      case "payment_failed":
        return {
          outcome: (await markPaymentFailed(tx, payment, event.failureMessage)) ? ("applied" as const) : ("ignored" as const),
          notes: [],
        };
      case "charge_refunded":
        // A full refund made outside the app (the gateway's dashboard) ends the escrow like ours.
        if (!event.fullyRefunded || payment.status !== "completed" || job.status !== "in_progress") {
          return { outcome: "ignored" as const, notes: [] };
        }
        await applyRefund(tx, { job, payment, refundId: event.refundId });
        return { outcome: "applied" as const, notes: [] };
    }
  });
  await deliverNotificationEmails(db, done.notes);
  return done.outcome;
}

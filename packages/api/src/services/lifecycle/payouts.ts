import { operatorProfiles, type Executor } from "@skyhire/db";
import { type PaymentGateway } from "@skyhire/payments";
import { LIFECYCLE_MESSAGES as M } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { gatewayError } from "./outbox";
import { approvedOperator } from "./locks";

/**
 * Where an operator sets up payouts (Stripe Connect Express onboarding). The connected account is
 * made once and kept on the profile. The offline gateway needs none: `url` is null (test mode).
 */
export async function payoutOnboardingLink(
  db: Executor,
  gateway: PaymentGateway,
  input: { operatorId: string; returnUrl: string; refreshUrl: string },
) {
  const operator = await approvedOperator(db, input.operatorId, M.payoutsNeedApproval);
  if (!operator.companyName) {
    throw new DomainError("BAD_REQUEST", "Please complete your operator profile before setting up payouts");
  }
  let link;
  try {
    link = await gateway.createPayoutOnboardingLink({
      accountRef: operator.gatewayAccountId,
      email: operator.email,
      returnUrl: input.returnUrl,
      refreshUrl: input.refreshUrl,
    });
  } catch (error) {
    throw gatewayError(error);
  }
  if (!link) return { testMode: true, url: null, connected: true };
  if (link.accountRef !== operator.gatewayAccountId) {
    await db
      .update(operatorProfiles)
      .set({ gatewayAccountId: link.accountRef })
      .where(eq(operatorProfiles.userId, input.operatorId));
  }
  return { testMode: false, url: link.url, connected: operator.payoutsEnabled };
}

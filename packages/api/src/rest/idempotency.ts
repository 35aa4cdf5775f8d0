import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES, IDEMPOTENT_REPLAYED_HEADER, isValidIdempotencyKey } from "@skyhire/validators";
import {
  claimIdempotencyKey,
  keepAnswer,
  releaseIdempotencyKey,
  requestFingerprint,
} from "../services/idempotency";
import type { Context } from "../trpc";
import { messageAnswer, type RestAnswer } from "./errors";

/**
 * A POST with `Idempotency-Key` from a signed-in caller runs once per key (docs/api.md#idempotent-writes):
 * the same request again replays the first success with `Idempotent-Replayed: true`; another request
 * with the key is 422; while the first runs, 409. Only a success is kept: after a refusal or a failure
 * the key is free, so the retry is tried afresh. Without a caller there is no account to keep keys
 * for, and the header is ignored.
 */
export async function answerOnce(
  ctx: Context,
  request: Request,
  bodyText: string,
  requestId: string,
  run: () => Promise<RestAnswer>,
): Promise<RestAnswer> {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null || request.method !== "POST" || !ctx.user) return run();
  if (!isValidIdempotencyKey(key)) return messageAnswer(400, IDEMPOTENCY_MESSAGES.invalidKey, {}, requestId);

  const url = new URL(request.url);
  const scope = { userId: ctx.user.id, key };
  const claim = await claimIdempotencyKey(ctx.db, scope, requestFingerprint(request.method, url.pathname + url.search, bodyText));
  if (claim.kind === "refused") return messageAnswer(claim.status, claim.message, {}, requestId);
  if (claim.kind === "replay") {
    return { ...claim.answer, headers: { ...claim.answer.headers, [IDEMPOTENT_REPLAYED_HEADER]: "true" } };
  }

  let answer: RestAnswer;
  try {
    answer = await run();
  } catch (error) {
    await releaseIdempotencyKey(ctx.db, scope);
    throw error;
  }
  if (answer.status >= 200 && answer.status < 300) await keepAnswer(ctx.db, scope, answer);
  else await releaseIdempotencyKey(ctx.db, scope);
  return answer;
}

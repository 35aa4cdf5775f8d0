import type { Database } from "@skyhire/db";
import { API_TOKEN_MESSAGES, bearerTokenOf, type SessionUser } from "@skyhire/validators";
import { authenticateApiToken } from "./services/api-tokens";
import type { Context } from "./trpc";

/**
 * The context of an HTTP request (REST adapter, tRPC endpoint, uploads): a request that sends
 * `Authorization: Bearer …` acts as the token's owner (docs/product.md#api-tokens) and its session
 * cookie, if any, is not read; otherwise `readSessionUser` gives the signed-in user. A refused token
 * leaves no user and its reason in `bearer`, which every procedure answers with 401.
 */
export async function createRequestContext(
  request: Request,
  db: Database,
  readSessionUser: () => Promise<SessionUser | null>,
): Promise<Context> {
  const headers = request.headers;
  const token = bearerTokenOf(headers.get("authorization"));
  if (token === undefined) return { db, user: await readSessionUser(), headers };
  if (token === null) return { db, user: null, headers, bearer: { ok: false, message: API_TOKEN_MESSAGES.malformed } };
  const auth = await authenticateApiToken(db, token);
  if (!auth.ok) return { db, user: null, headers, bearer: auth };
  return { db, user: auth.user, headers, bearer: { ok: true, tokenId: auth.tokenId, scopes: auth.scopes } };
}

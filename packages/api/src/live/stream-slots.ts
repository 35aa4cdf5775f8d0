/**
 * The live event streams open on this instance, by user and by client address: each is capped
 * (LIVE_LIMITS.streamsPerUser, LIVE_LIMITS.streamsPerAddress), and a stream past either cap is
 * refused with 429 before it opens, so a few addresses cannot hold thousands of connections.
 */
import { LIVE_LIMITS, LIVE_MESSAGES } from "@skyhire/validators";
import { DomainError } from "../errors";

type Close = () => void;

const byUser = new Map<string, Set<Close>>();
const byAddress = new Map<string, Set<Close>>();

/** Ends every open stream (graceful shutdown: the server waits for open responses to finish). */
export function closeAllLiveStreams(): void {
  for (const closers of byUser.values()) for (const close of [...closers]) close();
}

/** Throws TOO_MANY_REQUESTS when a new stream of this user from this address would pass a cap. */
export function assertStreamSlot(userId: string, address: string): void {
  const refuse = (message: string) =>
    new DomainError("TOO_MANY_REQUESTS", message, { retryAfterSeconds: Math.ceil(LIVE_LIMITS.fallbackPollMs / 1000) });
  if ((byUser.get(userId)?.size ?? 0) >= LIVE_LIMITS.streamsPerUser) throw refuse(LIVE_MESSAGES.tooManyForUser);
  if ((byAddress.get(address)?.size ?? 0) >= LIVE_LIMITS.streamsPerAddress) throw refuse(LIVE_MESSAGES.tooManyFromAddress);
}

function add(map: Map<string, Set<Close>>, key: string, close: Close): () => void {
  const open = map.get(key) ?? new Set();
  map.set(key, open);
  open.add(close);
  return () => {
    open.delete(close);
    if (open.size === 0 && map.get(key) === open) map.delete(key);
  };
}

/** Counts an opened stream against its user and address; the returned function gives the slot back. */
export function takeStreamSlot(userId: string, address: string, close: Close): () => void {
  const leaveUser = add(byUser, userId, close);
  const leaveAddress = add(byAddress, address, close);
  return () => {
    leaveUser();
    leaveAddress();
  };
}

import { LIMITS } from "@skyhire/validators";

/** The recent-requests read of the profile screen; the page prefetches this same input. */
export function recentRequestsInput(userId: string) {
  return { userId, page: 1, pageSize: LIMITS.profileRecentRequests };
}

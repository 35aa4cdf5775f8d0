/** /post-job addressed to this listing's operator: Request Quote, or Contact Operator (`contact=1`). */
export function postJobHref(listingId: string, contact = false): string {
  const query = new URLSearchParams({ listingId });
  if (contact) query.set("contact", "1");
  return `/post-job?${query}`;
}

/** Sign in, then come back to `path` (slashes left readable: /api/login?returnTo=/post-job%3F…). */
export function signInHref(path: string): string {
  return `/api/login?returnTo=${encodeURIComponent(path).replace(/%2F/gi, "/")}`;
}

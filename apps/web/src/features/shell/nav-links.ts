
/** Navigation bar links (docs/product.md#navigation-bar), inline on wide screens and in the sheet on narrow ones. */
export const NAV_LINKS = [
  { href: "/listings", label: "Find Services" },
  { href: "/become-operator", label: "Become an Operator" },
  { href: "/how-it-works", label: "How It Works" },
] as const;

export const LOGIN_HREF = "/api/login";
export const LOGOUT_HREF = "/api/logout";
export const PROFILE_HREF = "/dashboard/customer/profile";
export const ACCOUNT_HREF = "/dashboard/account";
export const MESSAGES_HREF = "/messages";
export const NOTIFICATIONS_HREF = "/notifications";
export const SAVED_SEARCHES_HREF = "/saved-searches";
export const FAVOURITES_HREF = "/favourites";

export const ADMIN_HREF = "/admin";

/** Customers go to the customer dashboard, admins to the admin area, operators to theirs. */
export function dashboardHref(role: string): string {
  if (role === "admin") return ADMIN_HREF;
  return role === "customer" ? "/dashboard/customer" : "/dashboard/operator";
}

export function isActivePath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

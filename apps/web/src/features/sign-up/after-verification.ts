import type { SessionUser } from "@skyhire/validators";

/**
 * Where "Continue" leads once an e-mail address is verified: an operator back to their onboarding's
 * next step, a customer to their dashboard, an admin to the admin area; a visitor signed out, home.
 * The verification link is the same for every role (issue 34 §10: a customer must not land in the
 * operator's onboarding).
 */
export function afterVerification(role: SessionUser["role"] | null): { href: string; label: string } {
  switch (role) {
    case "operator":
      return { href: "/onboarding/operator?step=2", label: "Continue" };
    case "customer":
      return { href: "/dashboard/customer", label: "Go to your dashboard" };
    case "admin":
      return { href: "/admin", label: "Go to the admin area" };
    default:
      return { href: "/", label: "Go to Home" };
  }
}

import "server-only";
import type { SessionUser } from "@skyhire/validators";
import { forbidden } from "next/navigation";
import type { ReactNode } from "react";
import { LoggedOutRedirect } from "~/features/shell/logged-out";
import { getCurrentUser } from "~/server/session";

export type AdminGate = { ok: true; user: SessionUser } | { ok: false; render: ReactNode };

/**
 * Who may see an /admin page: admins only. Signed out: sign in first. Any other role: HTTP 403
 * with the forbidden card.
 * The page is only the view; every admin procedure refuses other roles on the server as well.
 */
export async function adminGate(): Promise<AdminGate> {
  const user = await getCurrentUser();
  if (!user) return { ok: false, render: <LoggedOutRedirect /> };
  // A real 403 (app/forbidden.tsx renders the card), not a 200 page that says so.
  if (user.role !== "admin") forbidden();
  return { ok: true, user };
}

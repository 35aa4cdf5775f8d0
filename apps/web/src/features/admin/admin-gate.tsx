import "server-only";
import { Card, CardContent, CardHeader, buttonVariants } from "@skyhire/ui";
import type { SessionUser } from "@skyhire/validators";
import { ShieldAlert } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { LoggedOutRedirect } from "~/app/dashboard/customer/_components/logged-out";
import { getCurrentUser } from "~/server/session";

export type AdminGate = { ok: true; user: SessionUser } | { ok: false; render: ReactNode };

/**
 * Who may see an /admin page: admins only. Signed out: sign in first. Any other role: a 403 card.
 * The page is only the view; every admin procedure refuses other roles on the server as well.
 */
export async function adminGate(): Promise<AdminGate> {
  const user = await getCurrentUser();
  if (!user) return { ok: false, render: <LoggedOutRedirect /> };
  if (user.role !== "admin") return { ok: false, render: <AdminOnly /> };
  return { ok: true, user };
}

function AdminOnly() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md" data-testid="admin-forbidden">
        <CardHeader className="flex flex-row items-center gap-2">
          <ShieldAlert className="size-8 shrink-0 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">403 Forbidden</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <p className="text-sm text-muted-foreground">The admin area is only for Skyhire administrators.</p>
          <Link href="/" className={buttonVariants({ variant: "outline", className: "self-start" })}>
            Go Home
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

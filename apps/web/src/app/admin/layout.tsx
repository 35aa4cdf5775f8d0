import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminNav } from "~/features/admin/admin-nav";
import { adminGate } from "~/features/admin/admin-gate";
import { Providers } from "../providers";

export const metadata: Metadata = { title: { default: "Admin", template: "%s | Skyhire Admin" } };

/**
 * /admin (issue 6): for the admin role only. Anyone else gets the sign-in redirect or a 403 card
 * and the section is never rendered; the procedures behind it refuse other roles on their own.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const gate = await adminGate();
  if (!gate.ok) return gate.render;
  return (
    <Providers>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
        <header className="flex flex-col gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin</h1>
            <p className="text-sm text-muted-foreground">
              Operator approvals, documents, users, listings, money and the audit log.
            </p>
          </div>
          <AdminNav />
        </header>
        {children}
      </div>
    </Providers>
  );
}

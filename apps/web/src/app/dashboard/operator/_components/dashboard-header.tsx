import { fullNameOf, type SessionUser } from "@skyhire/validators";
import { buttonVariants } from "@skyhire/ui";
import { Plus } from "lucide-react";
import Link from "next/link";

/** The company name (from the operator profile) and the 'Create New Listing' link. */
export function DashboardHeader({ user, companyName }: { user: SessionUser; companyName: string | null }) {
  const name = fullNameOf(user);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-medium text-muted-foreground">Operator Dashboard</p>
        <h1 data-testid="operator-company" className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {companyName ?? (name || "Your company")}
        </h1>
        {companyName && name ? <p className="mt-1 text-sm text-muted-foreground">Signed in as {name}</p> : null}
      </div>
      <Link href="/create-listing" className={buttonVariants({ className: "w-full sm:w-auto" })}>
        <Plus aria-hidden="true" />
        Create New Listing
      </Link>
    </div>
  );
}

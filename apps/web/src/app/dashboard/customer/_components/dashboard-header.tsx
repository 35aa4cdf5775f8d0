import { displayName, type SessionUser } from "@skyhire/validators";
import { buttonVariants } from "@skyhire/ui";
import { Plus } from "lucide-react";
import Link from "next/link";

/** "Welcome back, {first} {last}" and the Post New Job button (docs/product.md#customer-dashboard). */
export function DashboardHeader({ user }: { user: SessionUser }) {
  const name = displayName(user);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">Welcome back, {name}</h1>
        <p className="mt-1 text-muted-foreground">Manage your drone service requests and projects.</p>
      </div>
      <Link href="/post-job" className={buttonVariants({ className: "self-start sm:self-auto" })}>
        <Plus aria-hidden="true" />
        Post New Job
      </Link>
    </div>
  );
}

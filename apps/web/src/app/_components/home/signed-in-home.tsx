import type { SessionUser } from "@skyhire/validators";
import { Suspense } from "react";
import { GettingStarted } from "./getting-started";
import { QuickActions } from "./quick-actions";
import { RecentJobs } from "./recent-jobs";
import { RecentServices } from "./recent-services";
import { StatCards, StatCardsSkeleton } from "./stat-cards";

/** The signed-in home page (docs/product.md#signed-in-home). */
export function SignedInHome({ user }: { user: SessionUser }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          Welcome back, {user.firstName || "User"}!
        </h1>
        <p className="mt-1 text-muted-foreground">Here&apos;s what&apos;s happening on Skyhire today.</p>
      </div>

      <Suspense fallback={<StatCardsSkeleton />}>
        <StatCards />
      </Suspense>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <QuickActions role={user.role} />
        <GettingStarted role={user.role} />
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Suspense fallback={<ListSkeleton title="Recent Services" />}>
          <RecentServices />
        </Suspense>
        <Suspense fallback={<ListSkeleton title="Recent Job Requests" />}>
          <RecentJobs />
        </Suspense>
      </div>
    </div>
  );
}

function ListSkeleton({ title }: { title: string }) {
  return (
    <div aria-busy="true" className="rounded-xl border p-6">
      <p className="text-lg font-semibold">{title}</p>
      <div className="mt-4 flex flex-col gap-3">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded-md bg-muted" />
        ))}
      </div>
    </div>
  );
}

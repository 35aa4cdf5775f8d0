"use client";

import type { SessionUser } from "@skyhire/validators";
import { useQuery } from "@tanstack/react-query";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";
import { isUnauthorizedError } from "~/lib/http-error";
import { useTRPC } from "~/trpc/react";
import { ApprovalBanner } from "./approval-banner";
import { DashboardHeader } from "./dashboard-header";
import { EarningsCard } from "./earnings-card";
import { zeroCurrency } from "./earnings-format";
import { MyListings } from "./my-listings";
import { ProfilePrompt } from "./profile-prompt";
import { OperatorQuickActions } from "./quick-actions";
import { OperatorStatCards } from "./stat-cards";
import { FormAlert } from "~/features/forms/alert";

interface OperatorDashboardProps {
  user: SessionUser;
  /** Operators and admins hold listings; a customer sees the profile prompt instead. */
  managesListings: boolean;
  /** Only operators earn (escrow.operatorEarnings is theirs). */
  earns: boolean;
}

/** The operator dashboard (docs/product.md#operator-dashboard): header, approval state, figures, listings, shortcuts. */
export function OperatorDashboard({ user, managesListings, earns }: OperatorDashboardProps) {
  const trpc = useTRPC();
  const dashboard = useQuery(trpc.listings.dashboard.queryOptions());
  const earnings = useQuery(trpc.escrow.operatorEarnings.queryOptions(undefined, { enabled: earns }));
  const profile = useQuery(trpc.profiles.operator.get.queryOptions(undefined, { enabled: earns }));
  useLoginRedirectOn401(dashboard.error, earnings.error);
  const data = dashboard.data;
  const failed = dashboard.isError && !isUnauthorizedError(dashboard.error);
  const earningsFailed = earnings.isError && !isUnauthorizedError(earnings.error);
  // Zero money reads in the currency the operator has money in, else their profile's.
  const currency = zeroCurrency(
    [earnings.data?.payoutsPaid, earnings.data?.payoutsPending, earnings.data?.thisMonth],
    profile.data?.currency ?? "USD",
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <DashboardHeader user={user} companyName={data?.profile?.companyName ?? null} />
      {failed ? (
        <FormAlert>
          We couldn&apos;t load your dashboard figures. Please reload the page.
        </FormAlert>
      ) : null}
      {data && !data.profile ? <ProfilePrompt /> : null}
      {data?.profile ? <ApprovalBanner profile={data.profile} /> : null}
      <OperatorStatCards
        stats={data?.stats}
        loading={dashboard.isPending}
        earnings={earnings.data}
        earningsLoading={earns && earnings.isPending}
        earningsFailed={earningsFailed}
        currency={currency}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">{managesListings ? <MyListings /> : null}</div>
        <div className="flex min-w-0 flex-col gap-6">
          {earns ? <EarningsCard earnings={earnings.data} currency={currency} failed={earningsFailed} /> : null}
          <OperatorQuickActions />
        </div>
      </div>
    </div>
  );
}

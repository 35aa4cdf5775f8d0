"use client";

import { fullNameOf, type SessionUser } from "@skyhire/validators";
import { Button, Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import { useQuery } from "@tanstack/react-query";
import { PageSpinner } from "~/features/shell/page-spinner";
import { isUnauthorizedError } from "~/lib/http-error";
import { useTRPC } from "~/trpc/react";
import { AccountOverview } from "./account-overview";
import { BillingInfo } from "./billing-info";
import { BillingDetailsCard } from "~/features/tax-details/tax-details-forms";
import { PersonalInfoForm } from "./personal-info-form";
import { RecentRequests } from "./recent-requests";
import { recentRequestsInput } from "./recent-requests-input";
import { SignInRequired } from "./sign-in-required";

/** The profile screen's sections (docs/product.md#customer-profile), from the caller's profile and job requests. */
export function CustomerProfile({ user }: { user: Pick<SessionUser, "id" | "email" | "firstName" | "lastName"> }) {
  const trpc = useTRPC();
  const profile = useQuery(trpc.profiles.customer.get.queryOptions());
  const requests = useQuery(trpc.jobs.byCustomer.queryOptions(recentRequestsInput(user.id)));

  // The session ended after the page was served.
  if ([profile.error, requests.error].some((e) => e != null && isUnauthorizedError(e))) return <SignInRequired />;
  if (profile.isPending) return <PageSpinner label="Loading your profile" />;
  if (profile.isError) {
    return (
      <div className="flex flex-1 items-center justify-center px-4 py-16">
        <Card className="w-full max-w-md" role="alert">
          <CardHeader>
            <CardTitle>Your profile could not be loaded</CardTitle>
          </CardHeader>
          <CardContent>
            <Button onClick={() => void profile.refetch()} disabled={profile.isFetching}>
              Try again
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  const saved = profile.data;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Profile</h1>
        <p className="mt-1 text-muted-foreground">Manage your personal information and account settings.</p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <PersonalInfoForm profile={saved} accountName={fullNameOf(user)} />
          <RecentRequests requests={requests.data?.items} failed={requests.isError} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <AccountOverview
            email={user.email}
            memberSince={saved ? saved.createdAt : null}
            jobRequestCount={requests.data?.total}
          />
          <BillingInfo card={saved?.billingInfo ?? null} />
          <BillingDetailsCard />
        </div>
      </div>
    </div>
  );
}

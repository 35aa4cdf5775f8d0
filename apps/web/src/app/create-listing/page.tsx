import { listingCreationRefusal, LISTING_MESSAGES } from "@skyhire/validators";
import { Card, CardContent, CardDescription, CardHeader } from "@skyhire/ui";
import { Clock, Info, UserRoundPlus, XCircle } from "lucide-react";
import type { Metadata } from "next";
import { LoggedOutRedirect } from "~/features/shell/logged-out";
import { ListingForm } from "~/app/dashboard/operator/_components/listing-form/listing-form";
import { NoticeCard } from "~/app/dashboard/operator/_components/notice-card";
import { load } from "~/server/safe-call";
import { getCurrentUser } from "~/server/session";
import { api } from "~/trpc/server";
import { BecomeOperatorCard } from "./_components/become-operator-card";

export const metadata: Metadata = { title: "Create Listing" };

/**
 * /create-listing: the listing form for operators whose profile an admin approved; everyone else
 * sees what they need first (the server refuses them the same way).
 */
export default async function CreateListingPage() {
  const user = await getCurrentUser();
  if (!user) return <LoggedOutRedirect />;
  if (user.role === "customer") return <BecomeOperatorCard />;

  const dashboard = await load("operator profile", () => api.listings.dashboard());
  if (!dashboard.ok) {
    return (
      <NoticeCard icon={<Info aria-hidden="true" />} title="Something went wrong">
        <p>We couldn&apos;t check your operator profile. Please try again in a moment.</p>
      </NoticeCard>
    );
  }
  const status = dashboard.data.profile?.approvalStatus ?? null;
  const refusal = listingCreationRefusal(user.role, status);

  if (status === null) {
    return (
      <NoticeCard
        icon={<UserRoundPlus aria-hidden="true" />}
        title="Complete Your Operator Profile"
        action={{ label: "Complete Profile", href: "/dashboard/operator/profile" }}
        testId="create-listing-refused"
      >
        <p>{LISTING_MESSAGES.profileMissing}</p>
      </NoticeCard>
    );
  }
  if (refusal) {
    const rejected = status === "rejected";
    return (
      <NoticeCard
        icon={rejected ? <XCircle aria-hidden="true" /> : <Clock aria-hidden="true" />}
        title={rejected ? "Profile Not Approved" : "Pending Approval"}
        action={rejected ? { label: "Update Profile", href: "/dashboard/operator/profile" } : undefined}
        testId="create-listing-refused"
      >
        <p>{refusal}</p>
        {rejected && dashboard.data.profile?.rejectionReason ? (
          <p>Reviewer&apos;s reason: {dashboard.data.profile.rejectionReason}</p>
        ) : null}
      </NoticeCard>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">Create New Listing</h1>
          <CardDescription>
            Describe a drone service you offer. Customers find it under Find Services.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ListingForm defaultCurrency={dashboard.data.profile?.currency} />
        </CardContent>
      </Card>
    </div>
  );
}

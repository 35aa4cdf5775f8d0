import type { Metadata } from "next";
import Link from "next/link";
import { getCurrentUser } from "~/server/session";
import { SignInRequired } from "../../customer/profile/_components/sign-in-required";
import { WebhookEndpoints } from "../_components/webhook-endpoints";

export const metadata: Metadata = { title: "Webhooks" };

/** /dashboard/account/webhooks (docs/api.md#webhooks): the account's endpoints, their tests and deliveries. */
export default async function WebhooksPage() {
  const user = await getCurrentUser();
  if (!user) return <SignInRequired />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <div>
        <Link
          href="/dashboard/account"
          className="text-sm text-muted-foreground underline-offset-4 hover:underline"
        >
          ← Account
        </Link>
        <h1 className="mt-2 text-2xl font-bold sm:text-3xl">Webhooks</h1>
        <p className="mt-1 text-muted-foreground">
          Skyhire sends a signed POST to your endpoints when something in your deals changes: jobs,
          proposals, milestones, disputes, messages and reviews.
        </p>
      </div>
      <WebhookEndpoints />
    </div>
  );
}

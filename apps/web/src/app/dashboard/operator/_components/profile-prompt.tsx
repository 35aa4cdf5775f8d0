import { Card, CardContent, CardDescription, CardHeader, CardTitle, buttonVariants } from "@skyhire/ui";
import { UserRoundPlus } from "lucide-react";
import Link from "next/link";

/** Shown while the account has no operator profile (docs/product.md#operator-dashboard). */
export function ProfilePrompt() {
  return (
    <Card data-testid="operator-profile-prompt" className="border-primary/40 bg-primary/5">
      <CardHeader className="flex flex-row items-start gap-3">
        <UserRoundPlus className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div className="flex flex-col gap-1.5">
          <CardTitle>Complete Your Operator Profile</CardTitle>
          <CardDescription>
            Add your company details, qualifications and service areas. Once an admin approves your
            profile you can publish listings and quote on jobs.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <Link href="/dashboard/operator/profile" className={buttonVariants({ className: "w-full sm:w-auto" })}>
          Complete Profile
        </Link>
      </CardContent>
    </Card>
  );
}

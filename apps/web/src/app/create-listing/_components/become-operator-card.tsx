import { Card, CardContent, CardHeader, buttonVariants } from "@skyhire/ui";
import { Plane } from "lucide-react";
import Link from "next/link";

/** A customer on /create-listing: listings belong to operators, so they need an operator profile. */
export function BecomeOperatorCard() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md" data-testid="create-listing-customer">
        <CardHeader className="flex flex-row items-center gap-2">
          <Plane className="size-8 shrink-0 text-primary" aria-hidden="true" />
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">Become an Operator</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <div className="flex flex-col gap-2 text-sm text-muted-foreground">
            <p>Only drone operators can create service listings.</p>
            <p>
              Set up an operator profile with your company details, licences and insurance. Once our
              team approves it, you can publish listings and quote on jobs.
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link href="/become-operator" className={buttonVariants()}>
              Become an Operator
            </Link>
            <Link href="/listings" className={buttonVariants({ variant: "outline" })}>
              Browse Services
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

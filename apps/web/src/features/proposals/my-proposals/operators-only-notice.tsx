import { Card, CardContent, CardHeader, buttonVariants } from "@skyhire/ui";
import { ShieldAlert } from "lucide-react";
import Link from "next/link";

/** What a customer (or an admin) sees on My Proposals: proposals are sent by operators. */
export function OperatorsOnlyNotice() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md" data-testid="operators-only">
        <CardHeader className="flex flex-row items-center gap-2">
          <ShieldAlert className="size-8 shrink-0 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">This page is for operators</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <p className="text-sm text-muted-foreground">
            Operators send proposals for customers&apos; jobs and follow them here.
          </p>
          <div className="flex flex-wrap gap-2">
            <Link href="/become-operator" className={buttonVariants()}>
              Become an Operator
            </Link>
            <Link href="/" className={buttonVariants({ variant: "outline" })}>
              Go Home
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

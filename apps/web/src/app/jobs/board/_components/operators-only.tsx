import { Card, CardContent, CardHeader, buttonVariants } from "@skyhire/ui";
import { ShieldAlert } from "lucide-react";
import Link from "next/link";

/** What a customer sees instead of the job board: it is for operators. */
export function OperatorsOnly() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md" data-testid="operators-only">
        <CardHeader className="flex flex-row items-center gap-2">
          <ShieldAlert className="size-8 shrink-0 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">
            This page is for operators
          </h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <p className="text-sm text-muted-foreground">
            The job board lists open requests for drone operators to quote on. Offer your own drone
            services to see it.
          </p>
          <div className="flex flex-wrap gap-2">
            <Link href="/become-operator" className={buttonVariants()}>
              Become an Operator
            </Link>
            <Link href="/listings" className={buttonVariants({ variant: "outline" })}>
              Find Services
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

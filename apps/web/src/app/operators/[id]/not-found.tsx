import { Card, CardContent, CardHeader, buttonVariants } from "@skyhire/ui";
import { SearchX } from "lucide-react";
import Link from "next/link";

/** An operator id that does not exist, or an operator not public (pending, rejected, draft, suspended). */
export default function OperatorNotFound() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md" data-testid="operator-not-found">
        <CardHeader className="flex flex-row items-center gap-2">
          <SearchX className="size-8 shrink-0 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">Operator not found</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <p className="text-sm text-muted-foreground">This operator&apos;s page doesn&apos;t exist or isn&apos;t public.</p>
          <Link href="/listings" className={buttonVariants({ variant: "outline", className: "self-start" })}>
            Browse services
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

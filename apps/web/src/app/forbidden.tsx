import { Card, CardContent, CardHeader, buttonVariants } from "@skyhire/ui";
import { ShieldAlert } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Forbidden" };

/** What `forbidden()` answers (HTTP 403): today the admin area for anyone but an admin. */
export default function Forbidden() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md" data-testid="admin-forbidden">
        <CardHeader className="flex flex-row items-center gap-2">
          <ShieldAlert className="size-8 shrink-0 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">403 Forbidden</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <p className="text-sm text-muted-foreground">The admin area is only for Skyhire administrators.</p>
          <Link href="/" className={buttonVariants({ variant: "outline", className: "self-start" })}>
            Go Home
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

import { Card, CardContent, CardHeader, buttonVariants } from "@skyhire/ui";
import { CircleQuestionMark } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Page not found" };

/** Any unmatched path (spec 000 §2). */
export default function NotFound() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md" data-testid="not-found">
        <CardHeader className="flex flex-row items-center gap-2">
          <CircleQuestionMark className="size-8 shrink-0 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">404 Page Not Found</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Link href="/" className={buttonVariants({ variant: "outline", className: "self-start" })}>
            Go Home
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

"use client";

import { Button, Card, CardContent, CardHeader } from "@skyhire/ui";
import { Info, RotateCcw } from "lucide-react";

/** A friendly error message with a retry; never the error's details or stack. */
export function ErrorCard({ onRetry, digest }: { onRetry: () => void; digest?: string }) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md" role="alert">
        <CardHeader className="flex flex-row items-center gap-2">
          <Info className="size-8 shrink-0 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">Something went wrong</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <p className="text-sm text-muted-foreground">
            We couldn&apos;t load this page. Please try again in a moment.
            {digest ? <span className="mt-2 block text-xs">Reference: {digest}</span> : null}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={onRetry}>
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
            {/* A full navigation: the error may have left client state broken. */}
            <a
              href="/"
              className="inline-flex h-10 items-center rounded-md border px-4 text-sm font-medium hover:bg-accent"
            >
              Go Home
            </a>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

import { Card, CardContent, CardHeader, buttonVariants } from "@skyhire/ui";
import type { LucideIcon } from "lucide-react";
import Link from "next/link";

/** A page that answers with a status instead of content (404, 403): what happened and the way home. */
export function StatusCard({ icon: Icon, title, text, testId }: { icon: LucideIcon; title: string; text: string; testId: string }) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md" data-testid={testId}>
        <CardHeader className="flex flex-row items-center gap-2">
          <Icon className="size-8 shrink-0 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">{title}</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <p className="text-sm text-muted-foreground">{text}</p>
          <Link href="/" className={buttonVariants({ variant: "outline", className: "self-start" })}>
            Go Home
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

import { Card, CardContent, CardHeader, buttonVariants } from "@skyhire/ui";
import Link from "next/link";
import type { ReactNode } from "react";

interface NoticeCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: { label: string; href: string };
  testId?: string;
}

/** A centred card that explains why a page cannot be used yet, with the way forward. */
export function NoticeCard({ icon, title, children, action, testId }: NoticeCardProps) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md" data-testid={testId}>
        <CardHeader className="flex flex-row items-center gap-2 [&>svg]:size-8 [&>svg]:shrink-0 [&>svg]:text-primary">
          {icon}
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">{title}</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <div className="flex flex-col gap-2 text-sm text-muted-foreground">{children}</div>
          <div className="flex flex-col gap-2 sm:flex-row">
            {action ? (
              <Link href={action.href} className={buttonVariants()}>
                {action.label}
              </Link>
            ) : null}
            <Link href="/dashboard/operator" className={buttonVariants({ variant: "outline" })}>
              Back to Dashboard
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

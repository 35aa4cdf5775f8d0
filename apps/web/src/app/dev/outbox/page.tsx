import { isDevOutboxEnabled, listOutbox } from "@skyhire/api/mail";
import { Badge, Button, Card, CardContent, CardHeader, Input } from "@skyhire/ui";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "~/server/db";
import { load } from "~/server/safe-call";
import { formatDateTime } from "./format";

export const metadata: Metadata = { title: "Development Outbox", robots: { index: false, follow: false } };
// The environment decides per request whether this page exists: never render it at build time.
export const dynamic = "force-dynamic";

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * /dev/outbox: the latest e-mails the app recorded (every mail lands in the `emails` table; without
 * SMTP settings that is the only place it goes). Not found in production unless ALLOW_DEV_OUTBOX is set.
 */
export default async function DevOutboxPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  if (!isDevOutboxEnabled()) notFound();
  const raw = (await searchParams).to;
  const to = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 320) || undefined;
  const mails = await load("the outbox", () => listOutbox(getDb(), { to }));

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Development Outbox</h1>
        <p className="text-sm text-muted-foreground">
          The latest e-mails the app sent, newest first. Set SMTP_HOST to deliver them to real mailboxes.
        </p>
        <form method="get" className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor="outbox-to" className="sr-only">
            Recipient
          </label>
          <Input id="outbox-to" name="to" type="email" placeholder="Filter by recipient" defaultValue={to ?? ""} />
          <Button type="submit" variant="outline">
            Filter
          </Button>
        </form>
      </header>

      {!mails.ok ? (
        <p role="alert" className="text-sm text-destructive">
          The outbox could not be loaded. Please try again.
        </p>
      ) : mails.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No e-mails yet.</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {mails.data.map((mail) => (
            <li key={mail.id}>
              <Card data-testid="outbox-mail">
                <CardHeader className="gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="text-base font-semibold break-words">{mail.subject}</h2>
                    <Badge variant={mail.transport.endsWith("-failed") ? "red" : "grey"}>{mail.transport}</Badge>
                  </div>
                  <p className="text-sm break-all text-muted-foreground">
                    To <span className="font-medium text-foreground">{mail.to}</span> ·{" "}
                    <time dateTime={mail.createdAt.toISOString()}>{formatDateTime(mail.createdAt)}</time>
                  </p>
                </CardHeader>
                <CardContent className="flex flex-col gap-3">
                  <pre className="overflow-x-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap break-words">{mail.text}</pre>
                  {mail.links.length > 0 ? (
                    <ul className="flex flex-col gap-1 text-sm">
                      {mail.links.map((link) => (
                        <li key={link} className="break-all">
                          <a href={link} className="text-primary underline-offset-4 hover:underline">
                            {link}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

import { EMAIL_VERIFICATION_MESSAGES } from "@skyhire/validators";
import { buttonVariants, Card, CardContent, CardDescription, CardHeader } from "@skyhire/ui";
import { CircleCheck, CircleX } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getCurrentUser } from "~/server/session";
import { ResendVerification } from "~/features/operator-onboarding/components/resend-verification";
import { afterVerification } from "~/features/sign-up/after-verification";

export const metadata: Metadata = { title: "Email Verification" };

type SearchParams = Record<string, string | string[] | undefined>;

const OUTCOMES = {
  verified: { ok: true, title: EMAIL_VERIFICATION_MESSAGES.verifiedTitle, text: EMAIL_VERIFICATION_MESSAGES.verified },
  expired: { ok: false, title: EMAIL_VERIFICATION_MESSAGES.invalidTitle, text: EMAIL_VERIFICATION_MESSAGES.expired },
  invalid: { ok: false, title: EMAIL_VERIFICATION_MESSAGES.invalidTitle, text: EMAIL_VERIFICATION_MESSAGES.invalid },
  error: {
    ok: false,
    title: EMAIL_VERIFICATION_MESSAGES.invalidTitle,
    text: "We could not verify your email address right now. Please open the link again in a few minutes.",
  },
} as const;

function outcomeOf(value: string | string[] | undefined) {
  const key = Array.isArray(value) ? value[0] : value;
  return key && key in OUTCOMES ? OUTCOMES[key as keyof typeof OUTCOMES] : OUTCOMES.invalid;
}

/**
 * Where the verification link lands, for every role (GET /api/auth/verify-email redirects here with
 * the outcome); Continue leads each role to its own next page.
 */
export default async function EmailVerifiedPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const outcome = outcomeOf((await searchParams).status);
  const user = await getCurrentUser();
  const Icon = outcome.ok ? CircleCheck : CircleX;
  const next = afterVerification(user?.role ?? null);

  return (
    <div className="flex flex-1 items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <Icon aria-hidden="true" className={outcome.ok ? "size-10 text-green-600" : "size-10 text-destructive"} />
          <h1 className="text-2xl font-semibold tracking-tight">{outcome.title}</h1>
          <CardDescription role={outcome.ok ? "status" : "alert"}>{outcome.text}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-3">
          {!outcome.ok && user ? <ResendVerification variant="default" /> : null}
          {!outcome.ok && !user ? (
            <p className="text-center text-sm text-muted-foreground">Sign in to have a new link sent to you.</p>
          ) : null}
          <Link href={next.href} className={buttonVariants({ variant: outcome.ok ? "default" : "outline" })}>
            {next.label}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

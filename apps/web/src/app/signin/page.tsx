import { oauthSignInOptions, safeCallbackPath, signInErrorFromQuery } from "@skyhire/auth";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@skyhire/ui";
import type { Metadata } from "next";
import { signUpUrl } from "~/features/customer-onboarding/steps";
import { SIGN_IN_NOTICES } from "./notices";
import { SignInForm } from "./_components/sign-in-form";

export const metadata: Metadata = { title: "Sign In" };

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * /signin — reached through /api/login with `callbackUrl`, or sent back by Auth.js with `error`
 * (and `code`) after a failed OAuth or form-post sign-in, or with `notice` after a password change.
 */
export default async function SignInPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(first(params.callbackUrl));
  const initialError = signInErrorFromQuery(first(params.error), first(params.code));
  const notice = SIGN_IN_NOTICES[first(params.notice) ?? ""] ?? null;

  return (
    // Top-aligned, not centred: a centred card moves whenever anything changes height as the page
    // settles (a font swap, the header), which Lighthouse counts as a layout shift of the whole card.
    <div className="flex flex-1 items-start justify-center px-4 py-12 sm:pt-20">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">Welcome back</CardTitle>
          <CardDescription>Sign in to your Skyhire account.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {notice ? (
            <p role="status" data-testid="sign-in-notice" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
              {notice}
            </p>
          ) : null}
          <SignInForm
            callbackUrl={callbackUrl}
            providers={oauthSignInOptions()}
            initialError={initialError}
            signUpHref={signUpUrl(callbackUrl === "/" ? null : callbackUrl)}
          />
        </CardContent>
      </Card>
    </div>
  );
}

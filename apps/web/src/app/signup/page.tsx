import { safeCallbackPath } from "@skyhire/auth";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@skyhire/ui";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { afterSignUpUrl, loginUrl } from "~/features/customer-onboarding/steps";
import { CustomerSignUpForm } from "~/features/sign-up/customer-sign-up-form";
import { getCurrentUser } from "~/server/session";

export const metadata: Metadata = { title: "Create an account" };

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * /signup: a new customer account (name, e-mail, password), reached from the sign-in page, the
 * customer onboarding's first step and so from the landing's "Get Started as Customer". It ends
 * signed in on the onboarding's step 2; `returnTo` (a same-site path) is where step 2 then leads.
 */
export default async function SignUpPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const raw = Array.isArray(params.returnTo) ? params.returnTo[0] : params.returnTo;
  const returnTo = safeCallbackPath(raw, "") || null;
  if (await getCurrentUser()) redirect(returnTo ?? "/");
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">Create your account</CardTitle>
          <CardDescription>Hire certified drone operators on Skyhire. Free to join.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <CustomerSignUpForm destination={afterSignUpUrl(returnTo)} signInHref={loginUrl(2)} />
          <p className="text-center text-sm text-muted-foreground">
            Already have an account?{" "}
            {/* A full navigation: /api/login is a redirect, not a page to prefetch. */}
            <a href={loginUrl(2)} className="font-medium text-primary underline-offset-4 hover:underline">
              Sign in
            </a>
          </p>
          <p className="text-center text-xs text-muted-foreground">
            By creating an account you accept our{" "}
            <a href="/terms" className="underline underline-offset-4">
              Terms of Service
            </a>{" "}
            and{" "}
            <a href="/privacy" className="underline underline-offset-4">
              Privacy Policy
            </a>
            .
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

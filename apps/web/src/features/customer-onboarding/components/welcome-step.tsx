"use client";

import type { SessionUser } from "@skyhire/validators";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@skyhire/ui";
import { CustomerSignUpForm } from "~/features/sign-up/customer-sign-up-form";
import { goToLogin } from "../navigation";
import { afterSignUpUrl, loginUrl } from "../steps";

interface WelcomeStepProps {
  user: SessionUser | null;
  onContinue: () => void;
}

/**
 * Step 1: Welcome. Signed out, a new customer creates an account here (and lands signed in on
 * step 2); the Sign In button goes to the external login (docs/product.md#customer-onboarding).
 */
export function WelcomeStep({ user, onContinue }: WelcomeStepProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">Welcome to Skyhire</CardTitle>
        <CardDescription>
          Find certified drone operators for aerial photography, inspections, surveying and more.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">
          In a few steps you add your contact details and a payment method, take a quick tour and post
          your first job request.
        </p>
        {user ? (
          <>
            <p className="text-sm">
              You are signed in as <span className="font-medium">{user.email}</span>.
            </p>
            <Button className="w-full sm:w-auto sm:self-end" onClick={onContinue}>
              Continue
            </Button>
          </>
        ) : (
          <>
            <h2 className="text-lg font-semibold">New to Skyhire? Create your account</h2>
            <CustomerSignUpForm destination={afterSignUpUrl(null)} signInHref={loginUrl(2)} />
            <div className="flex flex-col items-stretch gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted-foreground">Already have an account?</p>
              <Button variant="outline" className="w-full sm:w-auto" onClick={() => goToLogin(2)}>
                Sign In
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

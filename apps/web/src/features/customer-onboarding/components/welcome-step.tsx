"use client";

import type { SessionUser } from "@skyhire/validators";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@skyhire/ui";
import { goToLogin } from "../navigation";

interface WelcomeStepProps {
  user: SessionUser | null;
  onContinue: () => void;
}

/** Step 1: Welcome, with the Sign In button to the external login (spec 001 §2). */
export function WelcomeStep({ user, onContinue }: WelcomeStepProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-2xl">Welcome to Skyhire</CardTitle>
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
          <Button className="w-full sm:w-auto sm:self-end" onClick={() => goToLogin(2)}>
            Sign In
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

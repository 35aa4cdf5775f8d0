import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@skyhire/ui";
import { LogIn } from "lucide-react";

/** Shown instead of the profile when there is no session (docs/product.md#customer-profile). */
export function SignInRequired() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md" data-testid="sign-in-required">
        <CardHeader>
          <CardTitle className="text-2xl">Sign in Required</CardTitle>
          <CardDescription>Please sign in to access your profile.</CardDescription>
        </CardHeader>
        <CardContent>
          {/* A full-page navigation: sign-in is served by /api/login (docs/product.md#customer-profile). */}
          <a
            href="/api/login"
            className="inline-flex h-10 items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
          >
            <LogIn className="size-4" aria-hidden="true" />
            Sign In
          </a>
        </CardContent>
      </Card>
    </div>
  );
}

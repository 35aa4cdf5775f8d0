import "server-only";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@skyhire/ui";
import { LogIn } from "lucide-react";
import { load } from "~/server/safe-call";
import { api } from "~/trpc/server";
import { toFormValues } from "./form-values";
import { OperatorProfileEditor } from "./operator-profile-editor";
import { OperatorTaxDetailsCard } from "~/features/tax-details/tax-details-forms";

/** The editor with the signed-in user's saved profile (or an empty one for a new operator). */
export async function OperatorProfileEditorPage() {
  const loaded = await load("operator profile", () => api.profiles.operator.get());
  if (!loaded.ok) {
    return (
      <div className="flex flex-1 items-center justify-center px-4 py-16">
        <Card className="w-full max-w-md" role="alert">
          <CardHeader>
            <CardTitle className="text-2xl">Something went wrong</CardTitle>
            <CardDescription>
              We couldn&apos;t load your operator profile. Please reload the page in a moment.
            </CardDescription>
          </CardHeader>
        </Card>
      </div>
    );
  }
  const exists = loaded.data !== null;
  return (
    <>
      <OperatorProfileEditor initialValues={toFormValues(loaded.data)} exists={exists} />
      {/* Tax details sit on the profile once it exists (its own form: the editor saves the profile). */}
      {exists ? (
        // The editor's column (operator-profile-editor.tsx): the card lines up with the editor's cards.
        <div className="mx-auto w-full max-w-4xl px-4 pb-8 sm:px-6">
          <OperatorTaxDetailsCard />
        </div>
      ) : null}
    </>
  );
}

/** docs/product.md#operator-profile-editor: the editor needs a session. Sign-in is a full-page navigation to /api/login. */
export function OperatorProfileSignIn({ returnTo }: { returnTo: string }) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md" data-testid="operator-sign-in-required">
        <CardHeader>
          <CardTitle className="text-2xl">Sign in Required</CardTitle>
          <CardDescription>Please sign in to create your operator profile.</CardDescription>
        </CardHeader>
        <CardContent>
          <a
            href={`/api/login?${new URLSearchParams({ returnTo })}`}
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

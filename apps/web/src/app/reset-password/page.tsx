import { AUTH_MESSAGES } from "@skyhire/validators";
import { Card, CardContent, CardDescription, CardHeader, CardTitle, buttonVariants } from "@skyhire/ui";
import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import Link from "next/link";
import { api } from "~/trpc/server";
import { ResetPasswordForm } from "./_components/reset-password-form";

export const metadata: Metadata = { title: "Choose a New Password" };

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * /reset-password?token=…: the link of a reset e-mail. The server checks the token first: the form
 * only for a link that still works; a used, expired or unknown one gets a card and the way to a new one.
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  if (token && !(await linkUsable(token))) return <LinkUsedUp />;
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">Choose a new password</CardTitle>
          <CardDescription>You will be signed out everywhere and sign in with the new password.</CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            <ResetPasswordForm token={token} />
          ) : (
            <p role="alert" className="text-sm text-destructive">
              This reset link is incomplete.{" "}
              <Link href="/forgot-password" className="font-medium underline">
                Ask for a new one
              </Link>
              .
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** A token that cannot be one (empty, too long) is refused by the schema: as unusable as a used one. */
async function linkUsable(token: string): Promise<boolean> {
  try {
    return (await api.auth.resetLinkStatus({ token })).usable;
  } catch (error) {
    if (error instanceof TRPCError && error.code === "BAD_REQUEST") return false;
    throw error;
  }
}

function LinkUsedUp() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md" data-testid="reset-link-used-up">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">Reset link expired</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">{AUTH_MESSAGES.resetLinkUsedUp}</p>
          <Link href="/forgot-password" className={buttonVariants({ className: "self-start" })}>
            Request a new reset link
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

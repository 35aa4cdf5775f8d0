import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@skyhire/ui";
import type { Metadata } from "next";
import Link from "next/link";
import { ResetPasswordForm } from "./_components/reset-password-form";

export const metadata: Metadata = { title: "Choose a New Password" };

type SearchParams = Record<string, string | string[] | undefined>;

/** /reset-password?token=…: the link of a reset e-mail. The server decides whether the token is good. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle className="text-2xl">Choose a new password</CardTitle>
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

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@skyhire/ui";
import type { Metadata } from "next";
import { ForgotPasswordForm } from "./_components/forgot-password-form";

export const metadata: Metadata = { title: "Forgot Password" };

/** /forgot-password: a reset link by e-mail (linked from the sign-in page). */
export default function ForgotPasswordPage() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">Forgot your password?</CardTitle>
          <CardDescription>Enter your account&apos;s e-mail and we&apos;ll send you a link to choose a new one.</CardDescription>
        </CardHeader>
        <CardContent>
          <ForgotPasswordForm />
        </CardContent>
      </Card>
    </div>
  );
}

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@skyhire/ui";
import { supportRequestSchema } from "@skyhire/validators";
import type { Metadata } from "next";
import Link from "next/link";
import { SupportForm } from "~/features/support/support-form";
import { getCurrentUser } from "~/server/session";

export const metadata: Metadata = { title: "Support" };

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * /support: a form to the Skyhire admins, open to everyone (someone locked out of their account
 * too). Job pages link here with ?jobId= so the request names the job.
 */
export default async function SupportPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const raw = Array.isArray(params.jobId) ? params.jobId[0] : params.jobId;
  const jobId = supportRequestSchema.shape.jobId.safeParse(raw).data ?? null;
  const user = await getCurrentUser();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Contact support</h1>
        <p className="mt-2 text-muted-foreground">
          A problem with a job, a payment, a refund or your account? Write to the Skyhire team. Your message goes to our admins,
          who answer in your messages (by e-mail if you cannot sign in).
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-xl">Send a message</CardTitle>
          <CardDescription>Tell us what happened; for a job, the link from the job page fills in which one.</CardDescription>
        </CardHeader>
        <CardContent>
          <SupportForm accountEmail={user?.email ?? null} jobId={jobId} />
        </CardContent>
      </Card>
      <p className="text-sm text-muted-foreground">
        How we handle what you send us: <Link href="/privacy" className="text-primary underline underline-offset-4">Privacy Policy</Link>.
        The rules of the marketplace: <Link href="/terms" className="text-primary underline underline-offset-4">Terms of Service</Link>.
      </p>
    </div>
  );
}

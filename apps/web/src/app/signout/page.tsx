import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@skyhire/ui";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getCurrentUser } from "~/server/session";
import { SignOutForm } from "./_components/sign-out-form";

export const metadata: Metadata = { title: "Log out" };

/** Never prerendered: it depends on the session and on where the visit came from. */
export const dynamic = "force-dynamic";

/**
 * /signout — where GET /api/logout leads: the page posts the sign-out and lands on "/" as the old
 * link did. Only a visit from this site (or typed in) signs out by itself; a visit another site
 * started asks first, so a link elsewhere cannot sign anyone out. Signed out already: "/".
 */
export default async function SignOutPage() {
  if (!(await getCurrentUser())) redirect("/");
  const fetchSite = (await headers()).get("sec-fetch-site");
  const fromThisSite = fetchSite === null || fetchSite === "same-origin" || fetchSite === "none";
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle className="text-2xl">{fromThisSite ? "Logging out…" : "Log out?"}</CardTitle>
          <CardDescription>
            {fromThisSite ? "One moment." : "Do you want to log out of your Skyhire account?"}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SignOutForm submitAtOnce={fromThisSite} />
        </CardContent>
      </Card>
    </div>
  );
}


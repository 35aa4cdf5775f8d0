import { createCaller } from "@skyhire/api";
import type { EmailVerificationOutcome } from "@skyhire/validators";
import { TRPCError } from "@trpc/server";
import type { NextRequest } from "next/server";
import { createContext } from "~/server/context";

/** Where the outcome is shown, for every role (a page, so the link lands on the site with its navigation). */
const RESULT_PAGE = "/email-verified";

type Status = EmailVerificationOutcome | "error";

/**
 * GET /api/auth/verify-email?token=… — the link of the verification e-mail. Marks the address
 * verified (the token works once, for 24 hours) and shows the outcome; a bad, used or expired link
 * gets its message, never a 500. A file of its own so next-auth's /api/auth/[...nextauth] does not
 * catch the path.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const token = request.nextUrl.searchParams.get("token") ?? "";
  let status: Status;
  try {
    const caller = createCaller(await createContext(request));
    status = (await caller.operatorOnboarding.verifyEmail({ token })).outcome;
  } catch (error) {
    if (error instanceof TRPCError && error.code === "BAD_REQUEST") {
      status = "invalid";
    } else {
      // Nothing was consumed (the check runs in one transaction): the same link can be tried again.
      console.error("Verifying an e-mail address failed", error);
      status = "error";
    }
  }
  // A relative Location: right behind any proxy, whatever host name the server itself sees.
  return new Response(null, {
    status: 303,
    headers: { Location: `${RESULT_PAGE}?${new URLSearchParams({ status })}`, "Cache-Control": "no-store" },
  });
}

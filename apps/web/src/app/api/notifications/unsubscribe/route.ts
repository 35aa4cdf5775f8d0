import { createCaller } from "@skyhire/api";
import { NOTIFICATION_SETTINGS_MESSAGES, NOTIFICATION_SETTINGS_PATHS } from "@skyhire/validators";
import { TRPCError } from "@trpc/server";
import type { NextRequest } from "next/server";
import { createContext } from "~/server/context";

/** Never cached: each answer depends on the link and changes a setting. */
export const dynamic = "force-dynamic";

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/**
 * POST /api/notifications/unsubscribe?token=…: the target of a notification mail's
 * `List-Unsubscribe` header. A mail client sends `List-Unsubscribe=One-Click` here (RFC 8058) and the
 * mail's type is turned off at once, without sign-in or cookies: the signed token is the
 * authority. A changed or unknown token is a 400 with its message, never a 500.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const token = request.nextUrl.searchParams.get("token") ?? "";
  try {
    const caller = createCaller(await createContext(request));
    const stopped = await caller.notifications.unsubscribe({ token });
    return plain(200, `E-mails about "${stopped.label}" are off.`);
  } catch (error) {
    if (error instanceof TRPCError && error.code === "BAD_REQUEST") {
      return plain(400, NOTIFICATION_SETTINGS_MESSAGES.invalidLink);
    }
    throw error;
  }
}

/** A person who opens the header's address in a browser gets the page that asks first. */
export function GET(request: NextRequest): Response {
  const token = request.nextUrl.searchParams.get("token") ?? "";
  // A relative Location: right behind any proxy, whatever host name the server itself sees.
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${NOTIFICATION_SETTINGS_PATHS.unsubscribePage}?${new URLSearchParams({ token })}`,
      "Cache-Control": "no-store",
    },
  });
}

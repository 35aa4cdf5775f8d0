"use client";

import { LIVE_LIMITS, type LiveEventKind } from "@skyhire/validators";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { browserQueryClient } from "~/trpc/query-client";

/** Which client data each kind of event makes stale (tRPC query keys start with the router's path). */
const STALE_AREAS: Record<LiveEventKind, readonly string[]> = {
  message: ["messages"],
  "conversation-read": ["messages"],
  notification: ["notifications"],
};
const EVERY_AREA = ["messages", "notifications"] as const;

/** Server-rendered parts (the navigation's badges, the notifications page) re-read once per burst. */
const REFRESH_DEBOUNCE_MS = 250;

/**
 * Keeps a signed-in user's open pages current (docs/product.md#live-updates): one event stream per
 * tab (GET /api/events); each event re-reads the data it concerns — message threads and lists,
 * notifications, and the navigation's unread badges. While the stream is down the same data is
 * re-read every LIVE_LIMITS.fallbackPollMs instead, and after a reconnect everything once, so
 * nothing is missed.
 */
export function LiveUpdates() {
  const router = useRouter();

  useEffect(() => {
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    let fallback: ReturnType<typeof setInterval> | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let source: EventSource | undefined;
    let openedBefore = false;
    // The visit's one query client, whichever section's provider is on the page (public pages have none).
    const queryClient = browserQueryClient();

    const reread = (areas: readonly string[]) => {
      for (const area of areas) void queryClient.invalidateQueries({ queryKey: [[area]] });
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => router.refresh(), REFRESH_DEBOUNCE_MS);
    };
    const startFallback = () => {
      fallback ??= setInterval(() => reread(EVERY_AREA), LIVE_LIMITS.fallbackPollMs);
    };
    const stopFallback = () => {
      clearInterval(fallback);
      fallback = undefined;
    };

    const open = () => {
      if (typeof EventSource === "undefined") return startFallback();
      const stream = new EventSource("/api/events");
      source = stream;
      stream.addEventListener("open", () => {
        stopFallback();
        // A reconnect: whatever changed while the stream was down is read again.
        if (openedBefore) reread(EVERY_AREA);
        openedBefore = true;
      });
      for (const kind of Object.keys(STALE_AREAS) as LiveEventKind[]) {
        stream.addEventListener(kind, () => reread(STALE_AREAS[kind]));
      }
      stream.addEventListener("resync", () => reread(EVERY_AREA));
      // The session ended elsewhere: the page re-renders as signed out.
      stream.addEventListener("signed-out", () => {
        stream.close();
        router.refresh();
      });
      stream.addEventListener("error", () => {
        startFallback();
        // The browser retries by itself unless the server refused the stream; then try later.
        if (stream.readyState === EventSource.CLOSED) {
          clearTimeout(reopen);
          reopen = setTimeout(open, LIVE_LIMITS.fallbackPollMs * 3);
        }
      });
    };
    open();

    return () => {
      source?.close();
      stopFallback();
      clearTimeout(refreshTimer);
      clearTimeout(reopen);
    };
  }, [router]);

  return null;
}

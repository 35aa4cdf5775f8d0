"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useTransition } from "react";

/** How long typing pauses before the results follow it. */
export const TYPING_DEBOUNCE_MS = 300;

/**
 * Moves a filter screen to another URL of itself: at once (a click, Enter) or after a pause in
 * typing. The server renders the results from the URL; `pending` is true until they arrive.
 * A later call replaces an earlier waiting one, so only the latest text is searched.
 */
export function useUrlNavigation() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<(() => string) | undefined>(undefined);

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    waiting.current = undefined;
  }, []);

  const navigate = useCallback(
    (href: string, mode: "push" | "replace" = "push") => {
      cancel();
      startTransition(() => {
        if (mode === "push") router.push(href, { scroll: false });
        else router.replace(href, { scroll: false });
      });
    },
    [cancel, router],
  );

  /** Typing: the href is computed when the pause ends, from the state at that moment. */
  const navigateSoon = useCallback(
    (makeHref: () => string) => {
      cancel();
      waiting.current = makeHref;
      timer.current = setTimeout(() => {
        const next = waiting.current;
        timer.current = undefined;
        waiting.current = undefined;
        if (next) navigate(next(), "replace");
      }, TYPING_DEBOUNCE_MS);
    },
    [cancel, navigate],
  );

  /** Runs a waiting navigation now (e.g. when the field loses focus). */
  const flush = useCallback(() => {
    const next = waiting.current;
    if (next) navigate(next(), "replace");
  }, [navigate]);

  useEffect(() => cancel, [cancel]);

  return { pending, navigate, navigateSoon, flush, cancel };
}

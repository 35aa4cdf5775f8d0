"use client";

import { buttonVariants, cx } from "@skyhire/ui";
import { Heart } from "lucide-react";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { LOGIN_HREF } from "~/features/shell/nav-links";

export type FavouriteTarget = { listingId: string } | { operatorId: string };

/**
 * The heart on listing cards, the listing page and the operator page (docs/product.md#favourites):
 * a button with aria-pressed that saves or removes the favourite through the REST API with plain
 * fetch, so public pages stay free of the API client; classes joined with `cx`, not `cn`, so
 * tailwind-merge stays off their first load too (docs/performance.md#page-weight). Signed out it leads to sign-in and back to
 * this page. Operators and admins do not get it (the page leaves it out).
 */
export function FavouriteToggle({
  target,
  favouriteId,
  signedIn,
  name,
  variant = "icon",
}: {
  target: FavouriteTarget;
  favouriteId: string | null;
  signedIn: boolean;
  /** What is saved, for the button's accessible name ("Save Roof survey to favourites"). */
  name: string;
  variant?: "icon" | "button";
}) {
  const pathname = usePathname();
  const [savedId, setSavedId] = useState(favouriteId);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const saved = savedId !== null;

  async function toggle() {
    if (!signedIn) {
      window.location.assign(`${LOGIN_HREF}?${new URLSearchParams({ returnTo: pathname })}`);
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      const response = saved
        ? await fetch(`/api/favourites/${encodeURIComponent(savedId)}`, { method: "DELETE", credentials: "include" })
        : await fetch("/api/favourites", {
            method: "POST",
            credentials: "include",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(target),
          });
      const body = (await response.json().catch(() => ({}))) as { id?: string; message?: string };
      // Removed already (another tab) counts as removed.
      if (!response.ok && !(saved && response.status === 404)) throw new Error(body.message ?? "Please try again.");
      setSavedId(saved ? null : (body.id ?? null));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "Please try again.");
    } finally {
      setPending(false);
    }
  }

  const label = saved ? `Remove ${name} from favourites` : `Save ${name} to favourites`;
  return (
    <span className="relative z-10 inline-flex flex-col items-end">
      <button
        type="button"
        aria-pressed={saved}
        aria-label={variant === "icon" ? label : undefined}
        title={label}
        disabled={pending}
        onClick={() => void toggle()}
        data-testid="favourite-toggle"
        className={cx(
          variant === "icon"
            ? "inline-flex size-9 items-center justify-center rounded-full bg-background/90 shadow-sm hover:bg-background"
            : buttonVariants({ variant: "outline" }),
          "focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60",
        )}
      >
        <Heart aria-hidden="true" className={cx("size-4", saved ? "fill-red-500 text-red-500" : "text-foreground")} />
        {variant === "button" ? (saved ? "Saved to favourites" : "Save to favourites") : null}
      </button>
      <span aria-live="polite" className={problem ? "mt-1 rounded bg-background px-1 text-xs text-destructive" : "sr-only"}>
        {problem ?? ""}
      </span>
    </span>
  );
}

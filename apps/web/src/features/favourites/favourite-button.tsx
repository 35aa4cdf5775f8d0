"use client";

import { Heart } from "lucide-react";
import { useState } from "react";
import {
  FAVOURITE_WRAPPER_CLASSES,
  favouriteButtonClasses,
  favouriteIconClasses,
  favouriteLabel,
  favouriteText,
  type FavouriteVariant,
} from "./favourite-look";

export type FavouriteTarget = { listingId: string } | { operatorId: string };

/**
 * The signed-in customer's heart (see favourite-toggle.tsx): saves or removes the favourite through
 * the REST API with plain fetch, so the page stays free of the API client.
 */
export function FavouriteButton({
  target,
  favouriteId,
  name,
  variant,
}: {
  target: FavouriteTarget;
  favouriteId: string | null;
  name: string;
  variant: FavouriteVariant;
}) {
  const [savedId, setSavedId] = useState(favouriteId);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const saved = savedId !== null;

  async function toggle() {
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

  const label = favouriteLabel(name, saved);
  return (
    <span className={FAVOURITE_WRAPPER_CLASSES}>
      <button
        type="button"
        aria-pressed={saved}
        aria-label={variant === "icon" ? label : undefined}
        title={label}
        disabled={pending}
        onClick={() => void toggle()}
        data-testid="favourite-toggle"
        className={favouriteButtonClasses(variant)}
      >
        <Heart aria-hidden="true" className={favouriteIconClasses(saved)} />
        {favouriteText(variant, saved)}
      </button>
      <span aria-live="polite" className={problem ? "mt-1 rounded bg-background px-1 text-xs text-destructive" : "sr-only"}>
        {problem ?? ""}
      </span>
    </span>
  );
}

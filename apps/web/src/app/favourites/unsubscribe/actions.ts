"use server";

import { unsubscribeFavouriteSchema } from "@skyhire/validators";
import { redirect } from "next/navigation";
import { findOrNull } from "~/server/find-or-null";
import { api } from "~/trpc/server";

/** The unsubscribe page's button: stops the favourite's alerts (a bad link changes nothing) and shows the page again. */
export async function stopFavouriteAlerts(form: FormData): Promise<void> {
  const parsed = unsubscribeFavouriteSchema.safeParse({ id: form.get("id"), token: form.get("token") });
  const stopped = parsed.success ? await findOrNull(parsed.data.id, () => api.favourites.unsubscribe(parsed.data)) : null;
  const query = parsed.success ? `?${new URLSearchParams({ ...parsed.data, ...(stopped ? { stopped: "1" } : {}) })}` : "";
  redirect(`/favourites/unsubscribe${query}`);
}

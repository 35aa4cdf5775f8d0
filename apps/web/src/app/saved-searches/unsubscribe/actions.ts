"use server";

import { unsubscribeSavedSearchSchema } from "@skyhire/validators";
import { redirect } from "next/navigation";
import { findOrNull } from "~/server/find-or-null";
import { api } from "~/trpc/server";

/** The unsubscribe page's button: stops the search's alerts (a bad link changes nothing) and shows the page again. */
export async function stopSearchAlerts(form: FormData): Promise<void> {
  const parsed = unsubscribeSavedSearchSchema.safeParse({ id: form.get("id"), token: form.get("token") });
  if (parsed.success) await findOrNull(parsed.data.id, () => api.savedSearches.unsubscribe(parsed.data));
  const query = parsed.success ? `?${new URLSearchParams(parsed.data)}` : "";
  redirect(`/saved-searches/unsubscribe${query}`);
}

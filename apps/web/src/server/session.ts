import "server-only";
import { getSessionUser } from "@skyhire/auth";
import type { SessionUser } from "@skyhire/validators";
import { unstable_rethrow } from "next/navigation";
import { cache } from "react";

/**
 * The signed-in user for this request, read once per render (layout, pages and the RSC caller
 * share it). A failed lookup counts as signed out (docs/product.md#sign-in).
 */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  try {
    return await getSessionUser();
  } catch (error) {
    unstable_rethrow(error);
    console.error("Reading the session failed; treating the visitor as signed out.", error);
    return null;
  }
});

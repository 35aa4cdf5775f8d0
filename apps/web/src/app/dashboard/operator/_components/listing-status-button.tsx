"use client";

import { Button } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Power, PowerOff } from "lucide-react";
import { redirectToLogin } from "~/features/shell/logged-out";
import { serverMessage } from "~/features/forms/server-errors";
import { isUnauthorizedError } from "~/lib/http-error";
import { useTRPC } from "~/trpc/react";

interface ListingStatusButtonProps {
  listing: { id: string; title: string; isActive: boolean; moderationReason: string | null };
}

/**
 * Deactivate (hide from browse) or Reactivate a listing. A listing an admin took down offers no
 * Reactivate; the server refuses it too.
 */
export function ListingStatusButton({ listing }: ListingStatusButtonProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setActive = useMutation(
    trpc.listings.setActive.mutationOptions({
      onSuccess: async (updated) => {
        toast(
          updated.isActive
            ? { title: "Listing reactivated", description: `"${updated.title}" is visible to customers again.` }
            : { title: "Listing deactivated", description: `"${updated.title}" no longer appears in search results.` },
        );
        // Every listings read (this list, the figures, browse) may have changed.
        await queryClient.invalidateQueries({ queryKey: trpc.listings.pathKey() });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) {
          redirectToLogin();
          return;
        }
        toast({
          variant: "destructive",
          title: "Error",
          description: serverMessage(error) || "Failed to update the listing. Please try again.",
        });
      },
    }),
  );

  if (!listing.isActive && listing.moderationReason) return null;

  const next = !listing.isActive;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={setActive.isPending}
      aria-label={`${next ? "Reactivate" : "Deactivate"} ${listing.title}`}
      onClick={() => setActive.mutate({ id: listing.id, isActive: next })}
    >
      {next ? <Power aria-hidden="true" /> : <PowerOff aria-hidden="true" />}
      {setActive.isPending ? (next ? "Reactivating…" : "Deactivating…") : next ? "Reactivate" : "Deactivate"}
    </Button>
  );
}

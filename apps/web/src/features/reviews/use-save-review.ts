"use client";

import { toast } from "@skyhire/ui/toast";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "~/trpc/react";

/**
 * Write Review / Edit Review. On success the screen's projects and summary, and any operator's
 * reviews (listing pages), are read again; errors are the form's to show.
 */
export function useSaveReview() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries(trpc.reviews.pathFilter());
  };
  const create = useMutation(
    trpc.reviews.create.mutationOptions({
      onSuccess: async () => {
        toast({ title: "Review submitted", description: "Thank you for rating this operator." });
        await refresh();
      },
    }),
  );
  const update = useMutation(
    trpc.reviews.update.mutationOptions({
      onSuccess: async () => {
        toast({ title: "Review updated", description: "Your changes have been saved." });
        await refresh();
      },
    }),
  );
  return { create, update };
}

"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { reportActionError } from "~/features/customer-jobs/errors";
import { useTRPC } from "~/trpc/react";

/**
 * Marks notifications read (some, or all without ids), then reads the list again and re-renders
 * the server-side bell count.
 */
export function useMarkNotificationsRead() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation(
    trpc.notifications.markRead.mutationOptions({
      onSuccess: async (result) => {
        queryClient.setQueryData(trpc.notifications.unreadCount.queryKey(), { count: result.unreadCount });
        await queryClient.invalidateQueries(trpc.notifications.list.pathFilter());
        router.refresh();
      },
      onError: (error) => reportActionError(error, "Could not mark as read"),
    }),
  );
}

"use client";

import { toast } from "@skyhire/ui/toast";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

/**
 * After an admin action: a toast saying what happened, then every query refetches, since one
 * action shows in several sections (the queue, the operator, the audit log, browse).
 */
export function useAfterAdminAction() {
  const queryClient = useQueryClient();
  return useCallback(
    async (title: string, description?: string) => {
      toast({ title, description });
      await queryClient.invalidateQueries();
    },
    [queryClient],
  );
}

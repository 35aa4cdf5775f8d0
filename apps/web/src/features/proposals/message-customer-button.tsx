"use client";

import { Button } from "@skyhire/ui";
import { useMutation } from "@tanstack/react-query";
import { MessageSquare } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTRPC } from "~/trpc/react";
import { reportActionError } from "./errors";

/** Opens (or finds) the job's conversation with its customer, then goes to it. */
export function MessageCustomerButton({ jobId }: { jobId: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const open = useMutation(trpc.messages.open.mutationOptions());

  async function start() {
    try {
      const conversation = await open.mutateAsync({ jobId });
      router.push(`/messages/${conversation.id}`);
    } catch (error) {
      reportActionError(error, "Could not open the conversation");
    }
  }

  return (
    <Button variant="outline" className="w-full" onClick={() => void start()} disabled={open.isPending || open.isSuccess}>
      <MessageSquare aria-hidden="true" />
      {open.isPending || open.isSuccess ? "Opening…" : "Message customer"}
    </Button>
  );
}

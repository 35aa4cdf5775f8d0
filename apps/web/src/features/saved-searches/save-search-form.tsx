"use client";

import type { AlertFrequency, SavedSearchKind } from "@skyhire/validators";
import { Button } from "@skyhire/ui";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { errorText } from "~/lib/http-error";
import { useTRPC } from "~/trpc/react";
import { FrequencySelect } from "./frequency-select";
import { useSubmitOnce } from "~/features/forms/submit-once";

interface SaveSearchFormProps {
  kind: SavedSearchKind;
  parameters: Record<string, string>;
}

/** Saves the search shown above it with how often to be told of new matches. */
export function SaveSearchForm({ kind, parameters }: SaveSearchFormProps) {
  const trpc = useTRPC();
  const router = useRouter();
  const [frequency, setFrequency] = useState<AlertFrequency>("instant");
  const save = useMutation(
    trpc.savedSearches.create.mutationOptions({ onSuccess: () => router.push("/saved-searches?saved=1") }),
  );
  const submit = useSubmitOnce(async (event) => {
    event?.preventDefault();
    // A failure is shown from the mutation's state below.
    await save.mutateAsync({ kind, query: parameters, frequency }).catch(() => undefined);
  });
  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <div className="flex flex-col gap-2">
        <label htmlFor="alert-frequency" className="text-sm font-medium">
          Tell me about new matches
        </label>
        <FrequencySelect id="alert-frequency" value={frequency} onChange={setFrequency} />
        <p className="text-sm text-muted-foreground">By e-mail and in your notifications. Every e-mail has a link to stop them.</p>
      </div>
      {save.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText(save.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending || save.isSuccess} className="self-start">
        {save.isPending ? "Saving…" : "Save search"}
      </Button>
    </form>
  );
}

"use client";

import { ALERT_FREQUENCY_LABELS, type AlertFrequency } from "@skyhire/validators";
import { ConfirmAction, toast } from "@skyhire/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";
import { errorText } from "~/lib/http-error";
import { useTRPC } from "~/trpc/react";
import { FrequencySelect } from "./frequency-select";

const KIND_LABEL = { listings: "Services", jobs: "Jobs" } as const;

/** The user's saved searches: run one again, change how often it alerts, or delete it. */
export function SavedSearchList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.savedSearches.list.queryOptions());
  useLoginRedirectOn401(list.error);
  const refresh = () => queryClient.invalidateQueries(trpc.savedSearches.list.pathFilter());
  const onError = (error: unknown) =>
    toast({ variant: "destructive", title: "Not saved", description: errorText(error) });
  const update = useMutation(
    trpc.savedSearches.update.mutationOptions({
      onSuccess: async (saved) => {
        await refresh();
        toast({
          title: "Alerts updated",
          description: `“${saved.name}”: ${ALERT_FREQUENCY_LABELS[saved.frequency]}`,
        });
      },
      onError,
    }),
  );
  // While a change is being saved the select keeps showing the choice made, not the stored one.
  const shownFrequency = (search: { id: string; frequency: AlertFrequency }) =>
    update.isPending && update.variables.id === search.id
      ? update.variables.frequency
      : search.frequency;
  const remove = useMutation(
    trpc.savedSearches.remove.mutationOptions({ onSuccess: refresh, onError }),
  );

  if (list.isPending) return <p className="text-muted-foreground">Loading your saved searches…</p>;
  if (list.isError) return <p role="alert">{errorText(list.error)}</p>;
  if (list.data.length === 0) {
    return (
      <div
        data-testid="no-saved-searches"
        className="rounded-lg border border-dashed p-8 text-center"
      >
        <p className="font-medium">No saved searches yet</p>
        <p className="mt-1 text-sm text-muted-foreground">
          Use “Save this search” on{" "}
          <Link className="underline underline-offset-4" href="/listings">
            Browse Services
          </Link>{" "}
          or the Job Board to be told when something new matches.
        </p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {list.data.map((search) => (
        <li
          key={search.id}
          data-testid="saved-search"
          className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center"
        >
          <div className="min-w-0 flex-1">
            <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
              {KIND_LABEL[search.kind]}
            </span>
            <Link
              href={search.path}
              className="block break-words font-medium underline-offset-4 hover:underline"
            >
              {search.name}
            </Link>
          </div>
          <div className="flex items-center gap-2">
            <label htmlFor={`frequency-${search.id}`} className="sr-only">
              Alerts for {search.name}
            </label>
            <FrequencySelect
              id={`frequency-${search.id}`}
              value={shownFrequency(search)}
              disabled={update.isPending}
              onChange={(frequency: AlertFrequency) => update.mutate({ id: search.id, frequency })}
            />
            <ConfirmAction
              label="Delete"
              title="Delete this saved search?"
              description={`“${search.name}” and its alerts will be removed.`}
              confirmLabel="Delete"
              pendingLabel="Deleting…"
              variant="outline"
              size="sm"
              confirmVariant="destructive"
              onConfirm={() => remove.mutateAsync({ id: search.id })}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

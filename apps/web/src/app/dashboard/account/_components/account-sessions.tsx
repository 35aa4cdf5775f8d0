"use client";

import type { RouterOutputs } from "@skyhire/api";
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, ConfirmAction } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatDateTime } from "~/features/admin/format";
import { serverMessage } from "~/features/forms/server-errors";
import { useTRPC } from "~/trpc/react";
import { revocable } from "./revocable";

type AccountSession = RouterOutputs["accountSessions"]["list"][number];

/**
 * The account's signed-in sessions (docs/product.md#devices): each device and browser, where it
 * signed in from and when, last seen, "This device" for this one; sign one out, or all but this one.
 */
export function AccountSessions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.accountSessions.list.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.accountSessions.list.queryKey() });
  const failed = (fallback: string) => (error: unknown) =>
    toast({ variant: "destructive", title: "Error", description: serverMessage(error) || fallback });

  const revoke = useMutation(
    trpc.accountSessions.revoke.mutationOptions({
      onSuccess: () => toast({ title: "Signed out", description: "That device is signed out." }),
      onError: failed("Could not sign that device out"),
      onSettled: refresh,
    }),
  );
  const revokeOthers = useMutation(
    trpc.accountSessions.revokeOthers.mutationOptions({
      onSuccess: ({ ended }) =>
        toast({ title: "Signed out everywhere else", description: `${ended} other ${ended === 1 ? "session" : "sessions"} ended.` }),
      onError: failed("Could not sign the other devices out"),
      onSettled: refresh,
    }),
  );
  const others = list.data?.filter((session) => !session.current).length ?? 0;

  return (
    <Card data-testid="account-sessions">
      <CardHeader>
        <CardTitle>Where you are signed in</CardTitle>
        <CardDescription>
          Every browser signed in to your account. Sign out any you do not recognise, then change your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {list.isPending ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : list.isError ? (
          <p className="text-sm text-destructive">Could not load your sessions.</p>
        ) : (
          <ul aria-label="Signed-in devices" className="flex flex-col gap-3">
            {list.data.map((session) => (
              <SessionRow key={session.id} session={session} {...revocable(revoke, session.id)} />
            ))}
          </ul>
        )}
        {others > 0 ? (
          <ConfirmAction
            label="Sign out everywhere else"
            title="Sign out everywhere else?"
            description={`The ${others === 1 ? "other device is" : `${others} other devices are`} signed out at once. This device stays signed in.`}
            confirmLabel="Sign Out Others"
            pendingLabel="Signing out…"
            variant="outline"
            confirmVariant="destructive"
            className="w-full sm:w-auto sm:self-start"
            pending={revokeOthers.isPending}
            onConfirm={() => revokeOthers.mutateAsync().catch(() => undefined)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function SessionRow({ session, busy, onRevoke }: { session: AccountSession; busy: boolean; onRevoke: () => Promise<unknown> }) {
  const name = `${session.browser} on ${session.os}`;
  return (
    <li className="flex flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="account-session-row">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{name}</span>
          <Badge variant="outline">{session.device}</Badge>
          {session.current ? <Badge variant="green">This device</Badge> : null}
        </div>
        <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
          Signed in {formatDateTime(session.createdAt)} from {session.ipAddress ?? "an unknown address"} · Last seen{" "}
          {formatDateTime(session.lastSeenAt)}
        </p>
      </div>
      {session.current ? null : (
        <ConfirmAction
          label="Sign out"
          title={`Sign out ${name}?`}
          description="That browser is signed out at once and must sign in again."
          confirmLabel="Sign Out Device"
          pendingLabel="Signing out…"
          variant="outline"
          confirmVariant="destructive"
          size="sm"
          className="w-full sm:w-auto"
          pending={busy}
          onConfirm={onRevoke}
        />
      )}
    </li>
  );
}

/** What a revoke mutation needs to offer for one row of a list (API tokens, signed-in sessions). */
interface RevokeById {
  isPending: boolean;
  variables: { id: string } | undefined;
  mutateAsync: (input: { id: string }) => Promise<unknown>;
}

/**
 * A row's revoke button: busy while its own revoke runs; a failure is already told by the
 * mutation's onError toast, so the confirm dialog's promise never rejects.
 */
export function revocable(revoke: RevokeById, id: string) {
  return {
    busy: revoke.isPending && revoke.variables?.id === id,
    onRevoke: () => revoke.mutateAsync({ id }).catch(() => undefined),
  };
}

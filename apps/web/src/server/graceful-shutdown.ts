/**
 * SIGTERM/SIGINT: the job queue finishes the jobs in hand and stops (GET /api/health then answers
 * 503, so a load balancer stops sending traffic); then the server's own handler runs — `next start`
 * stops accepting connections, lets in-flight requests finish, and exits. That handler exits the
 * process as soon as the server has closed, so the queue has to go first.
 */
type SignalTarget = Pick<NodeJS.Process, "listeners" | "removeAllListeners" | "on">;

export function stopQueueBeforeServer(
  stopQueue: () => Promise<void>,
  target: SignalTarget = process,
  signals: readonly NodeJS.Signals[] = ["SIGTERM", "SIGINT"],
): void {
  let stopping = false;
  for (const signal of signals) {
    const serverHandlers = target.listeners(signal);
    target.removeAllListeners(signal);
    target.on(signal, () => {
      // A shell sends Ctrl+C to every process of the group, and the parent passes it on too: once is enough.
      if (stopping) return;
      stopping = true;
      void stopQueue()
        .catch((error: unknown) => console.error("The job queue did not stop cleanly", error))
        .finally(() => {
          for (const handler of serverHandlers) handler(signal);
        });
    });
  }
}

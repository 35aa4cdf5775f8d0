import { useRef, useState, type FormEvent } from "react";

/**
 * Runs `run` unless an earlier call is still running; a call made meanwhile is dropped (and its
 * event's default action prevented, so a form is not sent the browser's way instead).
 */
export function singleFlight<A extends unknown[]>(
  run: (...args: A) => Promise<unknown>,
  dropped: (...args: A) => void = () => {},
): (...args: A) => Promise<void> {
  let running = false;
  return async (...args: A) => {
    if (running) {
      dropped(...args);
      return;
    }
    running = true;
    try {
      await run(...args);
    } finally {
      running = false;
    }
  };
}

/**
 * A form's submit handler that sends once: a double click or a second Ctrl+Enter comes before
 * React has re-rendered the button as disabled, and would otherwise send the same thing twice
 * (two messages, two saved searches, a review and then "already reviewed").
 */
export function useSubmitOnce(
  submit: (event?: FormEvent) => Promise<unknown>,
): (event?: FormEvent) => Promise<void> {
  const latest = useRef(submit);
  latest.current = submit;
  const [guarded] = useState(() =>
    singleFlight(
      (event?: FormEvent) => latest.current(event),
      (event?: FormEvent) => event?.preventDefault(),
    ),
  );
  return guarded;
}

"use client";

import * as React from "react";

/**
 * A tiny toast store (after shadcn/ui's use-toast): one toast at a time (a new one replaces the
 * old) and each stays for 5000 ms unless a duration is given (docs/product.md#client-data-rules).
 */

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** How long a dismissed toast stays mounted so its exit can finish. */
const TOAST_REMOVE_DELAY_MS = 1000;

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  /** Milliseconds; 5000 by default. */
  duration?: number;
  action?: React.ReactNode;
}

export interface ToasterToast extends ToastOptions {
  id: string;
  open: boolean;
}

interface State {
  toasts: ToasterToast[];
}

type Action =
  | { type: "ADD"; toast: ToasterToast }
  | { type: "UPDATE"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS"; id?: string }
  | { type: "REMOVE"; id?: string };

let count = 0;
function nextId() {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return `toast-${count}`;
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string) {
  if (removeTimeouts.has(id)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(id);
    dispatch({ type: "REMOVE", id });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimeouts.set(id, timeout);
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE":
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case "DISMISS": {
      const { id } = action;
      for (const t of state.toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
      return {
        toasts: state.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
      };
    }
    case "REMOVE":
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

const listeners = new Set<(state: State) => void>();
let memoryState: State = { toasts: [] };

function dispatch(action: Action) {
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

/** Shows a toast, replacing the one on screen. Returns handles to update or dismiss it. */
export function toast({ duration = TOAST_DURATION_MS, variant = "default", ...options }: ToastOptions) {
  const id = nextId();
  const dismiss = () => dispatch({ type: "DISMISS", id });
  const update = (next: ToastOptions) => dispatch({ type: "UPDATE", toast: { ...next, id } });
  dispatch({ type: "ADD", toast: { ...options, variant, duration, id, open: true } });
  return { id, dismiss, update };
}

export function dismissToast(id?: string) {
  dispatch({ type: "DISMISS", id });
}

export function useToast() {
  const [state, setState] = React.useState<State>(memoryState);
  React.useEffect(() => {
    listeners.add(setState);
    setState(memoryState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { ...state, toast, dismiss: dismissToast };
}

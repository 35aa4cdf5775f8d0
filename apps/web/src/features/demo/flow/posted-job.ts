"use client";

import { DEMO_JOB_CATEGORIES, demoBudgetLabel, type DemoJobValues } from "@skyhire/validators";
import { useMemo, useSyncExternalStore } from "react";

/**
 * The job posted in step 1, kept in this tab's sessionStorage so the later steps can name it.
 * The demo makes no calls (docs/product.md#investor-demo), so the browser is the only place it lives.
 */
const KEY = "skyhire:demo-job";

export interface PostedDemoJob {
  title: string;
  location: string;
  category: string;
  /** The budget range's label, e.g. "$2,000 - $5,000". */
  budget: string;
}

const FIELDS = ["title", "location", "category", "budget"] as const satisfies readonly (keyof PostedDemoJob)[];

export function savePostedJob(job: DemoJobValues) {
  const label = DEMO_JOB_CATEGORIES.find((c) => c.value === job.category)?.label ?? job.category;
  const value: PostedDemoJob = {
    title: job.title,
    location: job.location,
    category: label,
    budget: demoBudgetLabel(job.budget),
  };
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage can be off (private mode, quotas): the later steps then show the sample job.
  }
}

function isPostedJob(value: unknown): value is PostedDemoJob {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return FIELDS.every((key) => typeof record[key] === "string");
}

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

const subscribe = () => () => {};

/** The posted job, or `fallback` (the server's sample job) before hydration or when there is none. */
export function usePostedJob(fallback: PostedDemoJob): PostedDemoJob {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => {
    if (!raw) return fallback;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isPostedJob(parsed) ? parsed : fallback;
    } catch {
      return fallback;
    }
  }, [raw, fallback]);
}

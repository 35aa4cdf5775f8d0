import "server-only";
import { TRPCError } from "@trpc/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { DemoStepPage } from "./flow/demo-step-page";

/** The `?proposal=` search parameter that carries the accepted proposal between demo steps. */
function proposalParam(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() ? first.trim() : undefined;
}

/** The props Next.js gives a demo step's page: the proposal comes in `?proposal=…`. */
export interface DemoStepPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * Reads a demo step's content for the proposal its page is about (`?proposal=`); a missing, unknown
 * or malformed proposal shows the not-found page.
 */
async function loadDemoStep<T>(
  { searchParams }: DemoStepPageProps,
  read: (proposalId: string | undefined) => Promise<T>,
): Promise<T> {
  const proposalId = proposalParam((await searchParams).proposal);
  try {
    return await read(proposalId);
  } catch (error) {
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) notFound();
    throw error;
  }
}

interface ProposalStep<T> {
  step: number;
  title: string;
  description: string;
  /** The step's content for the proposal (a `demo.*` procedure). */
  read: (proposalId: string | undefined) => Promise<T>;
  /** The step's view of that content, inside the demo step's frame. */
  view: (content: T) => ReactNode;
}

/** The page of a demo step about the accepted proposal: its content read by `?proposal=`, then shown in the step's frame. */
export function proposalStepPage<T>({ read, view, ...frame }: ProposalStep<T>) {
  return async function ProposalStepPage(props: DemoStepPageProps) {
    const content = await loadDemoStep(props, read);
    return <DemoStepPage {...frame}>{view(content)}</DemoStepPage>;
  };
}

import { Badge } from "@skyhire/ui";
import { FlaskConical } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { FlowSteps } from "./flow-steps";

interface DemoStepPageProps {
  step: number;
  title: string;
  description: string;
  children: ReactNode;
}

/** The frame of every demo flow step: simulated-data badge, progress, heading. */
export function DemoStepPage({ step, title, description, children }: DemoStepPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant="secondary">
          <FlaskConical aria-hidden="true" />
          Investor Demo · Simulated
        </Badge>
        <Link href="/demo" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Back to Demo Dashboard
        </Link>
      </div>
      <FlowSteps current={step} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 text-muted-foreground">{description}</p>
      </div>
      {children}
    </div>
  );
}

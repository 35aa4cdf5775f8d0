import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@skyhire/ui";
import { ChevronRight } from "lucide-react";
import Link from "next/link";
import type { DemoOverview } from "../types";

/** The five-step demo flow, each step linking to its demo route. */
export function FlowCard({ flow }: { flow: DemoOverview["flow"] }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>5-Step Demo Flow</CardTitle>
        <CardDescription>Walk through a job from posting to rating in about 90 seconds.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-2" data-testid="demo-flow">
          {flow.map((step) => (
            <li key={step.step}>
              <Link
                href={step.href}
                className="group flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                  {step.step}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium">{step.title}</span>
                  <span className="block text-xs text-muted-foreground">{step.description}</span>
                </span>
                <ChevronRight className="size-4 shrink-0 text-muted-foreground group-hover:text-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

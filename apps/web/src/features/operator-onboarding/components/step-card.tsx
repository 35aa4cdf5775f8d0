import { Card, CardContent, CardDescription, CardHeader } from "@skyhire/ui";
import type { ReactNode } from "react";

/** One step's card: its title (the spec's step name) as the page heading, a line of help, the step. */
export function StepCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl leading-tight font-semibold tracking-tight">{title}</h1>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

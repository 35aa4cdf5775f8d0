import { Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import type { Step } from "./content";

/** One audience's three steps, numbered. */
export function StepList({ id, title, subtitle, steps }: { id: string; title: string; subtitle: string; steps: Step[] }) {
  return (
    <Card className="h-full" role="region" aria-labelledby={`${id}-heading`} data-testid={id}>
      <CardHeader>
        <CardTitle as="h2" id={`${id}-heading`} className="text-2xl">
          {title}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{subtitle}</p>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-6">
          {steps.map(({ title: stepTitle, text, icon: Icon }, index) => (
            <li key={stepTitle} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-base font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="flex items-center gap-2 font-semibold">
                  <Icon className="size-4 text-primary" aria-hidden="true" />
                  {stepTitle}
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

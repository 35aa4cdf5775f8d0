"use client";

import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from "@skyhire/ui";
import { TOUR_STEPS } from "../copy";

interface TourStepProps {
  /** 1..3 */
  part: number;
  onPart: (part: number) => void;
  onBack: () => void;
  onDone: () => void;
}

/** Step 3: Quick Tour in three parts (docs/product.md#customer-onboarding); after the third, step 4. */
export function TourStep({ part, onPart, onBack, onDone }: TourStepProps) {
  const current = TOUR_STEPS[part - 1] ?? TOUR_STEPS[0];
  const last = part === TOUR_STEPS.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">Quick Tour</CardTitle>
        <CardDescription>
          How Skyhire works, in {TOUR_STEPS.length} steps ({part} of {TOUR_STEPS.length}).
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <ol className="grid grid-cols-3 gap-2" aria-label="Tour steps">
          {TOUR_STEPS.map((item, index) => (
            <li
              key={item.title}
              aria-current={index + 1 === part ? "step" : undefined}
              className={cn(
                "rounded-md border px-2 py-2 text-center text-xs sm:text-sm",
                index + 1 === part ? "border-primary bg-primary/10 font-semibold text-primary" : "text-muted-foreground",
              )}
            >
              {item.title}
            </li>
          ))}
        </ol>
        <section aria-live="polite" className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">{current.title}</h2>
          <p className="text-muted-foreground">{current.text}</p>
        </section>
        <div className="flex justify-between gap-3">
          <Button variant="outline" onClick={() => (part === 1 ? onBack() : onPart(part - 1))}>
            Back
          </Button>
          <Button onClick={() => (last ? onDone() : onPart(part + 1))}>{last ? "Continue" : "Next"}</Button>
        </div>
      </CardContent>
    </Card>
  );
}

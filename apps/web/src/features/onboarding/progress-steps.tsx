import { cn, Progress } from "@skyhire/ui";

/** The progress bar with each flow's five step labels (docs/product.md#operator-onboarding), shared by both onboardings. */
export function ProgressSteps({ step, labels }: { step: number; labels: readonly string[] }) {
  const stepCount = labels.length;
  return (
    <nav aria-label="Onboarding progress" className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        Step {step} of {stepCount}
      </p>
      <Progress value={(step / stepCount) * 100} aria-label={`Step ${step} of ${stepCount}`} />
      <ol className="grid grid-cols-5 gap-1 text-center text-[11px] sm:text-xs">
        {labels.map((label, index) => {
          const number = index + 1;
          return (
            <li
              key={label}
              aria-current={number === step ? "step" : undefined}
              className={cn(
                "truncate",
                number === step
                  ? "font-semibold text-primary"
                  : number < step
                    ? "text-foreground"
                    : "text-muted-foreground",
              )}
            >
              {label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

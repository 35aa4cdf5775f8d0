import { DEMO_FLOW_STEPS } from "@skyhire/validators";
import { cn } from "@skyhire/ui";
import { Check } from "lucide-react";

/** Where the visitor is in the five-step demo; done steps are ticked. */
export function FlowSteps({ current }: { current: number }) {
  return (
    <nav aria-label="Demo progress">
      <p className="mb-2 text-sm font-medium text-muted-foreground sm:hidden">
        Step {current} of {DEMO_FLOW_STEPS.length}
      </p>
      <ol className="flex items-center gap-1 sm:gap-2">
        {DEMO_FLOW_STEPS.map(({ step, title }) => {
          const done = step < current;
          const active = step === current;
          return (
            <li key={step} className="flex flex-1 items-center gap-2" aria-current={active ? "step" : undefined}>
              <span
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold",
                  done && "border-primary bg-primary text-primary-foreground",
                  active && "border-primary text-primary ring-2 ring-primary/30",
                  !done && !active && "text-muted-foreground",
                )}
              >
                {done ? <Check className="size-4" aria-hidden="true" /> : step}
                <span className="sr-only">{done ? ` ${title} (done)` : ""}</span>
              </span>
              <span className={cn("hidden text-xs font-medium lg:inline", active ? "text-foreground" : "text-muted-foreground")}>
                {title}
              </span>
              {step < DEMO_FLOW_STEPS.length ? (
                <span aria-hidden="true" className={cn("h-px flex-1", done ? "bg-primary" : "bg-border")} />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { fieldClasses } from "./field-classes";
import { cn } from "./utils";

/** A styled native <select>: accessible, works with react-hook-form's `register`, fine on phones. */
export function Select({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative w-full">
      <select
        data-slot="select"
        className={cn(fieldClasses, "h-10 cursor-pointer appearance-none pr-9", className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

import type * as React from "react";
import { inputClasses } from "./field-classes";
import { cn } from "./utils";

export function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(inputClasses, className)}
      {...props}
    />
  );
}

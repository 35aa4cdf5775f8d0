import type * as React from "react";
import { fieldClasses } from "./field-classes";
import { cn } from "./utils";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(fieldClasses, "min-h-24", className)} {...props} />;
}

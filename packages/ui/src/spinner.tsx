import { LoaderCircle } from "lucide-react";
import type * as React from "react";
import { cn } from "./utils";

export interface SpinnerProps extends React.ComponentProps<"div"> {
  /** Accessible name read by screen readers. */
  label?: string;
  size?: "sm" | "default" | "lg";
}

const sizes = { sm: "size-4", default: "size-6", lg: "size-10" } as const;

export function Spinner({ className, label = "Loading", size = "default", ...props }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-slot="spinner"
      className={cn("inline-flex items-center justify-center text-primary", className)}
      {...props}
    >
      <LoaderCircle aria-hidden="true" className={cn("animate-spin", sizes[size])} />
      <span className="sr-only">{label}</span>
    </div>
  );
}

"use client";

import * as LabelPrimitive from "@radix-ui/react-label";
import type * as React from "react";
import { labelClasses } from "./field-classes";
import { cn } from "./utils";

export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(labelClasses, className)}
      {...props}
    />
  );
}

"use client";

import { Slot } from "@radix-ui/react-slot";
import { type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { buttonVariants } from "./button-variants";
import { useHydrated } from "./use-hydrated";
import { cn } from "./utils";

export interface ButtonProps
  extends React.ComponentProps<"button">,
    VariantProps<typeof buttonVariants> {
  /** Render the single child (e.g. a link) with the button's styles instead of a <button>. */
  asChild?: boolean;
}

/**
 * A button whose work is a click handler (its own, or a dialog or menu trigger's) is disabled until
 * the page's script has attached that handler: in the server's HTML a click would be silently lost.
 */
export function Button({ className, variant, size, asChild = false, type, disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  if (asChild) {
    // The styled child (a link, a label) gets the caller's own props, disabled included.
    const childProps = { ...props, disabled };
    return <Slot data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...childProps} />;
  }
  return (
    <button
      data-slot="button"
      type={type ?? "button"}
      className={cn(buttonVariants({ variant, size, className }))}
      disabled={disabled || (props.onClick !== undefined && !hydrated)}
      {...props}
    />
  );
}

"use client";

import * as SheetPrimitive from "@radix-ui/react-dialog";
import type * as React from "react";
import { CornerClose, DialogOverlay } from "./dialog";
import { cn } from "./utils";

// A sheet is a Radix Dialog that slides in from a side: the same root, trigger, close and portal.
export {
  Dialog as Sheet,
  DialogClose as SheetClose,
  DialogPortal as SheetPortal,
  DialogTrigger as SheetTrigger,
} from "./dialog";

/** The dialog's overlay, named for the sheet (styles.css animates each by its slot). */
export function SheetOverlay(props: React.ComponentProps<typeof DialogOverlay>) {
  return <DialogOverlay data-slot="sheet-overlay" {...props} />;
}

const sides = {
  // Three quarters of the viewport on phones (docs/product.md#navigation-bar), capped on larger screens.
  right:
    "inset-y-0 right-0 h-full w-3/4 border-l sm:max-w-sm",
  left: "inset-y-0 left-0 h-full w-3/4 border-r sm:max-w-sm",
} as const;

export function SheetContent({
  className,
  children,
  side = "right",
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Content> & { side?: keyof typeof sides }) {
  return (
    <SheetPrimitive.Portal>
      <SheetOverlay />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        className={cn(
          "fixed z-50 flex flex-col gap-4 overflow-y-auto bg-background p-6 shadow-lg",
          sides[side],
          className,
        )}
        {...props}
      >
        {children}
        <CornerClose iconClassName="size-5" />
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sheet-header" className={cn("flex flex-col gap-1.5 pr-8", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title data-slot="sheet-title" className={cn("text-lg font-semibold", className)} {...props} />;
}

export function SheetDescription({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

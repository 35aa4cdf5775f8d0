"use client";

import { buttonVariants } from "@skyhire/ui";
import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";

// The sheet (Radix dialog) loads when the menu first opens (docs/performance.md#page-weight).
const MobileMenuSheet = dynamic(
  () => import("./mobile-menu-sheet").then((module) => module.MobileMenuSheet),
  {
    ssr: false,
  },
);

/** Narrow screens: a menu button opening a right-hand sheet (three quarters wide) with the links. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      {/* A plain button with the Button's styles: tailwind-merge stays off the first load. */}
      <button
        ref={triggerRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={buttonVariants({ variant: "ghost", size: "icon", className: "md:hidden" })}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      {loaded ? (
        <MobileMenuSheet open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
      ) : null}
    </>
  );
}

import { buttonVariants } from "@skyhire/ui";
import { Menu, X } from "lucide-react";
import { MobileMenuLinks } from "./mobile-menu-links";

const MENU_ID = "mobile-menu";

/**
 * Narrow screens: a menu button opening a right-hand sheet (three quarters wide) with the links.
 * The sheet is an HTML popover, so the browser opens and closes it (the button, Escape, a tap
 * outside) from the first paint on, before the page's scripts have loaded; only the links' active
 * state and closing on a client-side navigation need React (mobile-menu-links.tsx).
 */
export function MobileMenu() {
  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-label="Open menu"
        className={buttonVariants({ variant: "ghost", size: "icon", className: "md:hidden" })}
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <div
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${MENU_ID}-title`}
        data-slot="popover-sheet"
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-3/4 flex-col gap-4 overflow-y-auto border-0 border-l bg-background p-6 text-foreground shadow-lg open:flex sm:max-w-sm"
      >
        <h2 id={`${MENU_ID}-title`} className="pr-8 text-lg font-semibold">
          Menu
        </h2>
        <MobileMenuLinks menuId={MENU_ID} />
        <button
          type="button"
          popoverTarget={MENU_ID}
          popoverTargetAction="hide"
          className="absolute top-4 right-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </button>
      </div>
    </>
  );
}

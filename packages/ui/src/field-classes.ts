/** The form primitives' classes, in a module of their own (no tailwind-merge): plain elements in
 * client islands take them directly (docs/performance.md#page-weight). */
export const fieldClasses =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm";

/** The Input's own classes, for a plain <input> where tailwind-merge should not load (see `cx`). */
export const inputClasses = `${fieldClasses} h-10 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground`;

/** The Label's classes, for a plain <label> (a server component, or client code without Radix). */
export const labelClasses =
  "flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50";

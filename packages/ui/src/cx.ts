import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names without merging them: for client code on the public pages, where the classes
 * do not clash and tailwind-merge would be the largest part of the island
 * (docs/performance.md#page-weight). Use `cn` (utils.ts) where a caller's class must override a
 * default. Its own module, so importing it never brings tailwind-merge along.
 */
export function cx(...inputs: ClassValue[]) {
  return clsx(inputs);
}

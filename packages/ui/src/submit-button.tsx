"use client";

import { Button, type ButtonProps } from "./button";
import { useHydrated } from "./use-hydrated";

/**
 * The submit button of a form handled by script: disabled until the page's script runs, because a
 * form sent before that goes out as a plain GET — the typing lost, the values in the URL. (A form
 * meant to work without script, like sign-in, posts to a server action and uses Button.)
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, "type">) {
  const hydrated = useHydrated();
  return <Button type="submit" disabled={disabled || !hydrated} {...props} />;
}

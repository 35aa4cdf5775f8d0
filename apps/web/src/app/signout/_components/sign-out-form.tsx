"use client";

import { Button } from "@skyhire/ui";
import { useEffect, useRef } from "react";
import { LOGOUT_HREF } from "~/features/shell/nav-links";

/**
 * Posts to /api/logout. Sent by itself when the visit came from this site (the "Log out" link);
 * otherwise, and without script, the button sends it.
 */
export function SignOutForm({ submitAtOnce }: { submitAtOnce: boolean }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submitAtOnce) form.current?.requestSubmit();
  }, [submitAtOnce]);
  return (
    <form ref={form} method="post" action={LOGOUT_HREF}>
      <Button type="submit" className="w-full">
        Log out
      </Button>
    </form>
  );
}

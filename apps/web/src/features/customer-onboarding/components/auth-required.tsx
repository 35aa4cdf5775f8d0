"use client";

import { Spinner } from "@skyhire/ui";
import { useEffect } from "react";
import { requireSignIn } from "../navigation";

/** A signed-out visitor beyond step 1: the Authentication Required toast, then the login. */
export function AuthRequired({ step }: { step: number }) {
  useEffect(() => requireSignIn(step), [step]);
  return (
    <div className="flex min-h-48 items-center justify-center">
      <Spinner size="lg" label="Redirecting to sign in" />
    </div>
  );
}

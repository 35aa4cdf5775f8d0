"use client";

import { buttonVariants } from "@skyhire/ui";
import { MessageSquare } from "lucide-react";
import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import { useRef, useState } from "react";

/** `?contact=1` on the listing page: the message dialog opens (the way back from signing in). */
export const CONTACT_PARAM = "contact";

// The dialog, its form and the API client load when it first opens (docs/performance.md#page-weight).
const ContactDialog = dynamic(
  () => import("./contact-dialog").then((module) => module.ContactDialog),
  {
    ssr: false,
  },
);

/**
 * Contact Operator: a message straight to the listing's operator, in a direct thread (no job
 * request needed); the sender then lands in that thread. A visitor is first asked to sign in and
 * comes back to this listing with the message dialog open.
 */
export function ContactOperator({ listingId, signedIn }: { listingId: string; signedIn: boolean }) {
  const reopen = useSearchParams().get(CONTACT_PARAM) === "1" && signedIn;
  const [open, setOpen] = useState(reopen);
  const [loaded, setLoaded] = useState(reopen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={buttonVariants({ variant: "outline", size: "lg", className: "w-full" })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <MessageSquare aria-hidden="true" />
        Contact Operator
      </button>
      {loaded ? (
        <ContactDialog
          listingId={listingId}
          signedIn={signedIn}
          open={open}
          onOpenChange={setOpen}
          triggerRef={triggerRef}
        />
      ) : null}
    </>
  );
}

"use client";

import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  buttonVariants,
  cn,
} from "@skyhire/ui";
import { LogIn, MessageSquare } from "lucide-react";
import Link from "next/link";
import { postJobHref, signInHref } from "../../_lib/links";

const buttonClass = cn(buttonVariants({ variant: "outline", size: "lg" }), "w-full");

/**
 * Contact Operator: a signed-in user writes to the operator through the post-job form; a visitor
 * is first asked to sign in and is brought back to that form afterwards.
 */
export function ContactOperator({ listingId, signedIn }: { listingId: string; signedIn: boolean }) {
  const target = postJobHref(listingId, true);
  if (signedIn) {
    return (
      <Link href={target} className={buttonClass}>
        <MessageSquare aria-hidden="true" />
        Contact Operator
      </Link>
    );
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="lg" className="w-full">
          <MessageSquare aria-hidden="true" />
          Contact Operator
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Sign in to contact this operator</DialogTitle>
          <DialogDescription>
            Please sign in to send a message to this operator. You&apos;ll come straight back to
            write it.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          {/* A full-page navigation: /api/login is a route handler, not a page. */}
          <a href={signInHref(target)} className={buttonVariants()}>
            <LogIn aria-hidden="true" />
            Sign In
          </a>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { contactOperatorSchema } from "@skyhire/validators";
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Label,
  Textarea,
  buttonVariants,
} from "@skyhire/ui";
import { useMutation } from "@tanstack/react-query";
import { LogIn, Send } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent, type RefObject } from "react";
import { serverMessage } from "~/features/forms/server-errors";
import { Providers } from "~/app/providers";
import { useTRPC } from "~/trpc/react";
import { signInHref } from "../../_lib/links";
import { CONTACT_PARAM } from "./contact-operator";

/**
 * The Contact Operator dialog, loaded only when it opens (contact-operator.tsx): a visitor is asked
 * to sign in; a signed-in user writes the message, through the API client this module brings.
 */
export function ContactDialog({
  listingId,
  signedIn,
  open,
  onOpenChange,
  triggerRef,
}: {
  listingId: string;
  signedIn: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        {signedIn ? (
          <Providers>
            <MessageForm listingId={listingId} />
          </Providers>
        ) : (
          <>
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
              <a
                href={signInHref(`/listings/${listingId}?${CONTACT_PARAM}=1`)}
                className={buttonVariants()}
              >
                <LogIn aria-hidden="true" />
                Sign In
              </a>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function MessageForm({ listingId }: { listingId: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const contact = useMutation(trpc.messages.contact.mutationOptions());
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = contactOperatorSchema.safeParse({ listingId, body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please write a message");
      return;
    }
    setError(null);
    try {
      const { conversationId } = await contact.mutateAsync(parsed.data);
      router.push(`/messages/${conversationId}`);
    } catch (failure) {
      setError(serverMessage(failure) || "The message could not be sent. Please try again.");
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>Contact the operator</DialogTitle>
        <DialogDescription>
          Ask anything before you post a job. Your message opens a conversation with the operator in
          Messages; no job request is created.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea
          id="contact-message"
          rows={5}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          placeholder="Hi! Are you available next week for this service?"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "contact-message-error" : undefined}
        />
        {error ? (
          <p id="contact-message-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={contact.isPending}>
          <Send aria-hidden="true" />
          {contact.isPending ? "Sending…" : "Send Message"}
        </Button>
      </DialogFooter>
    </form>
  );
}

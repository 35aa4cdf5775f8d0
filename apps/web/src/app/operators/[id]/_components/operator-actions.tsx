import { buttonVariants } from "@skyhire/ui";
import { FileText } from "lucide-react";
import Link from "next/link";
import { postJobHref } from "~/app/listings/_lib/links";
import { ContactOperator } from "~/app/listings/[id]/_components/contact-operator";

/**
 * Request Quote and Contact Operator on the operator's own page, the same two actions as on their
 * listing page (issue 34 §9): both go through one of the operator's services, which addresses the
 * job or the message to them.
 */
export function OperatorActions({ listingId, signedIn }: { listingId: string; signedIn: boolean }) {
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row" data-testid="operator-page-actions">
      <Link href={postJobHref(listingId)} className={buttonVariants({ size: "lg" })}>
        <FileText aria-hidden="true" />
        Request Quote
      </Link>
      <div className="sm:w-48">
        <ContactOperator listingId={listingId} signedIn={signedIn} />
      </div>
    </div>
  );
}

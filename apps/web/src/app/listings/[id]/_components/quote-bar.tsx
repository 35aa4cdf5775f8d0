import { listingPriceText } from "@skyhire/validators";
import { buttonVariants } from "@skyhire/ui";
import { FileText } from "lucide-react";
import Link from "next/link";
import { postJobHref } from "../../_lib/links";

/**
 * On a phone the price card comes after the description and every review: this bar keeps the price
 * and Request Quote on screen from the start (issue 34 §9). Hidden from lg up, where the price card
 * sits beside the description.
 */
export function QuoteBar({
  listingId,
  price,
  priceTaxAdded,
  currency,
}: {
  listingId: string;
  price: string;
  priceTaxAdded: string | null;
  currency: string;
}) {
  return (
    <div
      className="sticky bottom-0 z-30 -mx-4 -mb-8 border-t bg-background/95 px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
      data-testid="quote-bar"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
        <p className="min-w-0">
          <span className="block text-lg leading-tight font-bold" data-testid="quote-bar-price">
            {listingPriceText({ price, currency, priceTaxAdded })}
          </span>
          <span className="text-xs text-muted-foreground">per project</span>
        </p>
        <Link href={postJobHref(listingId)} className={buttonVariants({ className: "shrink-0" })}>
          <FileText aria-hidden="true" />
          Request Quote
        </Link>
      </div>
    </div>
  );
}

import { listingPriceText } from "@skyhire/validators";
import { Card, CardContent, buttonVariants, cn } from "@skyhire/ui";
import { Clock, FileText, Truck } from "lucide-react";
import Link from "next/link";
import { postJobHref } from "../../_lib/links";
import { ContactOperator } from "./contact-operator";

/** Price "per project", Request Quote and Contact Operator, and the fixed service promises. */
export function PriceCard({
  listingId,
  price,
  priceTaxAdded,
  currency,
  category,
  signedIn,
}: {
  listingId: string;
  price: string;
  /** The tax rate added on top of the price, or null (docs/product.md#invoices). */
  priceTaxAdded: string | null;
  currency: string;
  category: string;
  signedIn: boolean;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 p-6">
        <div>
          <p className="text-3xl font-bold" data-testid="listing-price">
            {listingPriceText({ price, currency, priceTaxAdded })}
          </p>
          <p className="text-sm text-muted-foreground">per project</p>
        </div>
        <p className="text-sm">
          <span className="text-muted-foreground">Category: </span>
          <span className="font-medium">{category}</span>
        </p>
        <div className="flex flex-col gap-2">
          <Link
            href={postJobHref(listingId)}
            className={cn(buttonVariants({ size: "lg" }), "w-full")}
          >
            <FileText aria-hidden="true" />
            Request Quote
          </Link>
          <ContactOperator listingId={listingId} signedIn={signedIn} />
        </div>
        <ul className="flex flex-col gap-2 border-t pt-4 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            <Clock className="size-4 shrink-0" aria-hidden="true" />
            Usually responds within 2 hours
          </li>
          <li className="flex items-center gap-2">
            <Truck className="size-4 shrink-0" aria-hidden="true" />
            24-48 hour delivery
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}

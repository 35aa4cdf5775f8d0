import { proposalTaxNote, type ProposalTax } from "@skyhire/validators";

/** Under a proposal's quote, on the customer's and the operator's cards: the tax it contains (none when the operator is not registered). */
export function QuoteTaxNote({
  tax,
  currency,
  testId,
}: {
  tax: ProposalTax | null;
  currency: string;
  testId: string;
}) {
  const note = proposalTaxNote(tax, currency);
  return note ? (
    <span className="block text-xs font-normal text-muted-foreground" data-testid={testId}>
      {note}
    </span>
  ) : null;
}

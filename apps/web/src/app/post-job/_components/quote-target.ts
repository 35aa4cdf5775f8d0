import type { Currency, JobCategory } from "@skyhire/validators";

/** The listing a Request Quote / Contact Operator came from, as the form needs it. */
export interface QuoteTarget {
  listingId: string;
  listingTitle: string;
  companyName: string;
  /** The listing operator's user id: the job's invitedOperatorId. */
  operatorId: string;
  /** The job category the listing's category maps to, if any. */
  category: JobCategory | undefined;
  /** The listing's currency: a job requested from it (budget, quotes, payment) is in it. */
  currency: Currency;
}

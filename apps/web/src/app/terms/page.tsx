import type { Metadata } from "next";
import Link from "next/link";
import { LegalPage, type LegalSection } from "../_components/legal-page";

export const metadata: Metadata = { title: "Terms of Service" };

const SECTIONS: LegalSection[] = [
  {
    title: "What Skyhire is",
    paragraphs: [
      "Skyhire is a marketplace. Customers post requests for drone work (aerial photography, inspections, surveying and mapping, thermal imaging and more) and browse service listings; independent drone operators publish listings and send proposals. The work itself is agreed and carried out between the customer and the operator. Skyhire is not the operator and does not fly drones.",
    ],
  },
  {
    title: "Your account",
    paragraphs: [
      "You need an account to post jobs, send proposals or pay. Give a real name and an e-mail address you read, keep your password to yourself, and tell us through the support page if you think someone else has used your account. One person or company per account.",
      "We may suspend an account that breaks these terms, misleads other users or puts people or property at risk. A suspended account cannot sign in; you can still reach us through the support page.",
    ],
  },
  {
    title: "Operators",
    paragraphs: [
      "Operators must hold the licences, permissions and insurance that the law of the place where they fly requires, and keep them valid. Operators upload these documents when they join; an admin reviews them before the operator's listings go public and again when they expire. Our review is a check of the documents you give us, not a guarantee of your work: you remain responsible for flying safely and lawfully, for airspace permissions and for the privacy of people you film.",
      "Listings and proposals must describe the service, price and timing honestly. Quotes are in the currency shown with them.",
    ],
  },
  {
    title: "Customers",
    paragraphs: [
      "Describe the job, the site and any access restrictions accurately, and make sure the operator may fly there (for example, that you own the property or have the owner's permission).",
    ],
  },
  {
    title: "Payments and escrow",
    paragraphs: [
      "When a customer accepts a proposal and pays, the card is charged and the money is held by Skyhire's payment provider until the job is done. When the customer confirms completion, the money is released to the operator less Skyhire's platform fee, a percentage of the agreed price shown to operators before they quote. If a job is cancelled before it is delivered, the payment is refunded to the card.",
      "Once the operator has marked a job as delivered, it can no longer be cancelled for a refund from the job page. If something went wrong, contact support from the job page and we will look at it with both sides.",
    ],
  },
  {
    title: "Reviews and content",
    paragraphs: [
      "Customers can rate an operator after a completed job. Reviews must be about the job and honest. You keep the rights to the photos, documents and text you upload; you allow Skyhire to store and show them as needed to run the marketplace (for example, portfolio images on your listing). Do not upload anything you have no right to share.",
    ],
  },
  {
    title: "Liability",
    paragraphs: [
      "Skyhire provides the marketplace as it is. To the extent the law allows, we are not liable for the work agreed between customers and operators, for damage caused during a flight, or for indirect losses. Nothing in these terms limits rights you have as a consumer that cannot be limited by contract.",
    ],
  },
  {
    title: "Changes and contact",
    paragraphs: [
      "We may change these terms; when we make a change that matters, we will tell you by e-mail or in the app before it applies.",
      <>
        Questions about these terms? Write to us through the <Link href="/support" className="text-primary underline underline-offset-4">support page</Link>. How we
        handle personal data is described in the <Link href="/privacy" className="text-primary underline underline-offset-4">Privacy Policy</Link>.
      </>,
    ],
  },
];

/** /terms: the Terms of Service that operator onboarding asks to accept. Open to everyone. */
export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="25 November 2026"
      intro="These terms apply to everyone who uses Skyhire: customers who hire drone operators, operators who offer their services, and visitors. By creating an account you accept them."
      sections={SECTIONS}
    />
  );
}

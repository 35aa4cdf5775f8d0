import type { Metadata } from "next";
import Link from "next/link";
import { LegalPage, type LegalSection } from "../_components/legal-page";

export const metadata: Metadata = { title: "Privacy Policy" };

const SECTIONS: LegalSection[] = [
  {
    title: "What we collect",
    paragraphs: [
      "Account details: your name, e-mail address and a password (stored only as a slow one-way hash), and your role. If you sign in with GitHub or Google, the name and e-mail address they share with us.",
      "What you enter to use the marketplace: job requests (title, description, location, budget), proposals, messages, reviews, your contact details and company. Operators also give us licences, insurance certificates, qualifications, service areas and portfolio images.",
      "Payments: the card is handled by our payment provider. We keep only what we need to show it back to you (brand, last four digits, expiry) and the records of each payment, payout and refund.",
      "Technical data: a session cookie that keeps you signed in, and counters of failed sign-in attempts to slow down password guessing. We do not use advertising or tracking cookies.",
    ],
  },
  {
    title: "What we use it for",
    paragraphs: [
      "To run the marketplace: show your listings and job requests, pass proposals and messages between the two sides, take payments and pay operators, send the e-mails you need (address verification, password resets, notifications about your jobs) and review operators' documents before their listings go public.",
    ],
  },
  {
    title: "Who sees it",
    paragraphs: [
      "Public: an operator's company name, bio, qualifications, service areas, portfolio, listings, rating and reviews. A review shows the customer's first name and the initial of their last name.",
      "The other side of a job: the customer and an operator who proposed on it, or whom the customer contacted, see each other's names and messages. Skyhire admins see what they need to review operators, resolve disputes and answer support requests.",
      "Service providers: our hosting, e-mail and payment providers process data on our behalf. We do not sell personal data.",
    ],
  },
  {
    title: "How long we keep it",
    paragraphs: [
      "As long as your account exists. Payment and invoice records are kept as long as tax and accounting law requires, even after an account is closed. Ended sessions and old sign-in counters are deleted every night.",
    ],
  },
  {
    title: "Your choices and rights",
    paragraphs: [
      <>
        You can correct your name and contact details in your profile at any time. To get a copy of your data or to have your account deleted, write to us through the{" "}
        <Link href="/support" className="text-primary underline underline-offset-4">support page</Link>; we answer within one month. Depending on where you live you may also
        complain to your data protection authority.
      </>,
    ],
  },
];

/** /privacy: the Privacy Policy that operator onboarding asks to accept. Open to everyone. */
export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="25 November 2026"
      intro="This policy says what personal data Skyhire keeps about customers, operators and visitors, why, who sees it and what you can ask of us."
      sections={SECTIONS}
    />
  );
}

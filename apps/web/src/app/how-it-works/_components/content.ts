import {
  Briefcase,
  ClipboardCheck,
  CreditCard,
  FileSearch,
  Globe,
  Headset,
  Lock,
  ShieldCheck,
  UserPlus,
  Wallet,
  type LucideIcon,
} from "lucide-react";

/** The How It Works page's text (docs/product.md#how-it-works): two three-step explanations and four benefits. */

export interface Step {
  title: string;
  text: string;
  icon: LucideIcon;
}

export const CUSTOMER_STEPS: Step[] = [
  {
    title: "Post Your Job",
    text: "Describe the drone work you need, where it is, your budget and when you need it done.",
    icon: Briefcase,
  },
  {
    title: "Review Proposals",
    text: "Certified operators send you quotes. Compare ratings, experience and price, then accept the best fit.",
    icon: FileSearch,
  },
  {
    title: "Pay Securely & Rate",
    text: "Pay through the platform: funds are held in escrow until the job is complete, then you rate the operator.",
    icon: CreditCard,
  },
];

export const OPERATOR_STEPS: Step[] = [
  {
    title: "Create Your Profile",
    text: "Sign up, then add your licences, insurance, qualifications, service areas and portfolio.",
    icon: UserPlus,
  },
  {
    title: "Get Approved",
    text: "Our team reviews your documents. Once your profile is approved, customers can find and hire you.",
    icon: ClipboardCheck,
  },
  {
    title: "Win Jobs & Get Paid",
    text: "Send proposals on the jobs you want, complete the work and receive your payout when the job is done.",
    icon: Wallet,
  },
];

export const BENEFITS: Step[] = [
  {
    title: "Verified Operators",
    text: "Every operator's licences and insurance are checked before they can take on work.",
    icon: ShieldCheck,
  },
  {
    title: "Secure Payments",
    text: "Payments are held in escrow and released to the operator only when the job is complete.",
    icon: Lock,
  },
  {
    title: "Global Network",
    text: "Certified drone pilots in cities around the world, wherever your project is.",
    icon: Globe,
  },
  {
    title: "24/7 Support",
    text: "Our team is here around the clock for customers and operators alike.",
    icon: Headset,
  },
];

export const CALLS_TO_ACTION = [
  { href: "/onboarding/customer", label: "Get Started as Customer" },
  { href: "/onboarding/operator", label: "Join as Operator" },
] as const;

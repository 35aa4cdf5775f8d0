import Link from "next/link";
import { Logo } from "../nav/logo";

type FooterLink = { label: string; href?: string };

/** Links without an existing page stay plain text (docs/product.md#landing-page: placeholders without targets). */
const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: "For Customers",
    links: [
      { label: "Find Services", href: "/listings" },
      { label: "Post a Job", href: "/post-job" },
      { label: "How It Works", href: "/how-it-works" },
      { label: "Pricing" },
    ],
  },
  {
    title: "For Operators",
    links: [
      { label: "Join as Operator", href: "/onboarding/operator" },
      { label: "Success Stories" },
      { label: "Resources" },
      { label: "Community" },
    ],
  },
];

/** The landing's link columns; the site footer below every page carries support, terms and privacy. */
export function Footer() {
  return (
    <section aria-label="Site links" className="border-t bg-background">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="md:col-span-2">
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-muted-foreground">
            The global marketplace connecting customers with certified, insured drone operators.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.href ? (
                    <Link href={link.href} className="hover:text-foreground hover:underline">
                      {link.label}
                    </Link>
                  ) : (
                    <span>{link.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

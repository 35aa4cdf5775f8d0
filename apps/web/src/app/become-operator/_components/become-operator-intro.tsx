import { Card, CardContent, CardHeader, CardTitle, buttonVariants, cn } from "@skyhire/ui";
import { BadgeCheck, Globe, LogIn, Wallet } from "lucide-react";
import Link from "next/link";

const BENEFITS = [
  {
    icon: Globe,
    title: "Reach customers worldwide",
    text: "Show your company, qualifications and portfolio to customers looking for inspections, mapping, aerial photography and surveying.",
  },
  {
    icon: BadgeCheck,
    title: "Stand out as verified",
    text: "Add your licences and insurance documents so customers know they are hiring a certified, insured operator.",
  },
  {
    icon: Wallet,
    title: "Get paid securely",
    text: "Quote for jobs, set your default margin and currency, and receive payouts through the platform.",
  },
] as const;

/** /become-operator for visitors: what being an operator means, and the two ways in. */
export function BecomeOperatorIntro() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-4 py-12 sm:px-6">
      <div className="flex flex-col items-center gap-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Offer your drone services on Skyhire</h1>
        <p className="max-w-2xl text-muted-foreground">
          Certified drone operators use Skyhire to find customers, publish service listings and take on jobs.
          Create your operator profile in a few minutes and publish it when it is ready.
        </p>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Link href="/onboarding/operator" className={cn(buttonVariants({ size: "lg" }))}>
            Join as Operator
          </Link>
          {/* A full-page navigation: sign-in is served by /api/login (docs/product.md#sign-in). */}
          <a
            href="/api/login?returnTo=/become-operator"
            className={cn(buttonVariants({ variant: "outline", size: "lg" }))}
          >
            <LogIn aria-hidden="true" />
            Sign In
          </a>
        </div>
      </div>

      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <CardHeader className="flex flex-row items-center gap-3">
                <Icon className="size-6 shrink-0 text-primary" aria-hidden="true" />
                <CardTitle as="h2" className="text-base">{title}</CardTitle>
              </CardHeader>
              <CardContent className="text-sm text-muted-foreground">{text}</CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

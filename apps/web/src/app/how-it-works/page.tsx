import { buttonVariants } from "@skyhire/ui";
import type { Metadata } from "next";
import Link from "next/link";
import { BENEFITS, CALLS_TO_ACTION, CUSTOMER_STEPS, OPERATOR_STEPS } from "./_components/content";
import { StepList } from "./_components/step-list";

export const metadata: Metadata = { title: "How It Works" };

/** /how-it-works (docs/product.md#how-it-works): open to everyone, signed in or not. */
export default function HowItWorksPage() {
  const [customer, operator] = CALLS_TO_ACTION;
  return (
    <div className="flex flex-col">
      <section className="bg-gradient-to-b from-accent/70 to-background">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">How It Works</h1>
          <p className="mt-4 text-base text-pretty text-muted-foreground sm:text-lg">
            Skyhire connects customers who need drone services with certified drone operators around the world.
          </p>
        </div>
      </section>

      <section className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8">
        <StepList
          id="for-customers"
          title="For Customers"
          subtitle="Get professional drone work done in three steps."
          steps={CUSTOMER_STEPS}
        />
        <StepList
          id="for-operators"
          title="For Operators"
          subtitle="Grow your drone business in three steps."
          steps={OPERATOR_STEPS}
        />
      </section>

      <section aria-labelledby="benefits-heading" className="bg-muted/50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="benefits-heading" className="text-center text-3xl font-bold tracking-tight">
            Why Skyhire?
          </h2>
          <ul className="mt-10 grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-4" data-testid="benefits">
            {BENEFITS.map(({ title, text, icon: Icon }) => (
              <li key={title} className="text-center">
                <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Icon className="size-7" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto w-full max-w-3xl px-4 py-14 text-center sm:px-6">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
          Ready to get started?
        </h2>
        <p className="mt-3 text-muted-foreground">Post your first job or start offering your drone services today.</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {customer ? (
            <Link href={customer.href} className={buttonVariants({ size: "lg" })}>
              {customer.label}
            </Link>
          ) : null}
          {operator ? (
            <Link href={operator.href} className={buttonVariants({ size: "lg", variant: "outline" })}>
              {operator.label}
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}

import { buttonVariants } from "@skyhire/ui";
import { CirclePlay } from "lucide-react";
import Link from "next/link";

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-accent/70 to-background">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <p className="mb-4 inline-flex rounded-full border bg-background px-3 py-1 text-xs font-medium text-muted-foreground sm:text-sm">
            The global marketplace for professional drone services
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Hire certified drone operators, <span className="text-primary">anywhere</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
            Building inspection, 3D mapping, aerial photography and surveying from licensed, insured and
            verified pilots — booked and paid for securely in one place.
          </p>
          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <Link href="/onboarding/customer" className={buttonVariants({ size: "lg" })}>
              Get Started as Customer
            </Link>
            <Link href="/onboarding/operator" className={buttonVariants({ size: "lg", variant: "outline" })}>
              Join as Operator
            </Link>
            <Link href="/demo" className={buttonVariants({ size: "lg", variant: "secondary" })}>
              <CirclePlay aria-hidden="true" />
              View 90-Second Investor Demo
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

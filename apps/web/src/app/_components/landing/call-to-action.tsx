import { buttonVariants, cn } from "@skyhire/ui";
import Link from "next/link";

export function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
          Ready to take your project to new heights?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl opacity-90">
          Join the customers and certified operators already working together on Skyhire.
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {/* Sign-in is a full-page navigation. */}
          <a href="/api/login" className={buttonVariants({ size: "lg", variant: "secondary" })}>
            Get Started Today
          </a>
          <Link
            href="/listings"
            className={cn(
              buttonVariants({ size: "lg", variant: "outline" }),
              "border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground",
            )}
          >
            Browse Services
          </Link>
        </div>
      </div>
    </section>
  );
}

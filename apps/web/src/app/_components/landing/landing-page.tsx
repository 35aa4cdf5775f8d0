import { Suspense } from "react";
import { CallToAction } from "./call-to-action";
import { Categories } from "./categories";
import { FeaturedServices, FeaturedServicesSkeleton } from "./featured-services";
import { Footer } from "./footer";
import { Hero } from "./hero";
import { WhyChooseUs } from "./why-choose-us";

/** The signed-out landing page (docs/product.md#landing-page). */
export function LandingPage() {
  return (
    <>
      <Hero />
      <Categories />
      <WhyChooseUs />
      <Suspense fallback={<FeaturedServicesSkeleton />}>
        <FeaturedServices />
      </Suspense>
      <CallToAction />
      <Footer />
    </>
  );
}

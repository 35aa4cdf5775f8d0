import { demoProposalRefSchema } from "@skyhire/validators";
import {
  demoCompletion,
  demoOverview,
  demoPayment,
  demoProposals,
  demoRatings,
} from "../services/demo";
import { countMarketplace } from "../services/listings";
import { publicProcedure, router } from "../trpc";

/**
 * The investor demo (docs/product.md#investor-demo): open to everyone and simulated. Server Components read these and
 * pass the content to the demo screens, which make no calls of their own.
 */
export const demoRouter = router({
  /** The investor dashboard: metrics, activity feed, flow steps, health, growth, revenue (10% fee). */
  overview: publicProcedure
    .meta({ internal: "the investor demo" })
    .query(() => demoOverview()),
  /** Real counts from this marketplace, shown beside the simulated figures. */
  marketplaceCounts: publicProcedure
    .meta({ internal: "the investor demo" })
    .query(({ ctx }) => countMarketplace(ctx.db)),
  /** Step 2: the sample proposals. */
  proposals: publicProcedure
    .meta({ internal: "the investor demo" })
    .query(() => demoProposals()),
  /** Step 3: the accepted proposal with quote, 2.9% fee (rounded) and total. */
  payment: publicProcedure
    .meta({ internal: "the investor demo" })
    .input(demoProposalRefSchema).query(({ input }) => demoPayment(input)),
  /** Step 4: deliverables and the escrow release (quote less the 10% platform fee). */
  completion: publicProcedure
    .meta({ internal: "the investor demo" })
    .input(demoProposalRefSchema).query(({ input }) => demoCompletion(input)),
  /** Step 5: rating the operator. */
  ratings: publicProcedure
    .meta({ internal: "the investor demo" })
    .input(demoProposalRefSchema).query(({ input }) => demoRatings(input)),
});

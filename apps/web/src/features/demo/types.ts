import type { RouterOutputs } from "@skyhire/api";

/** The demo router's answers, as the Server Components hand them to the demo screens. */
export type DemoOverview = RouterOutputs["demo"]["overview"];
export type DemoProposals = RouterOutputs["demo"]["proposals"];
export type DemoProposal = DemoProposals["proposals"][number];
export type DemoPayment = RouterOutputs["demo"]["payment"];
export type DemoCompletion = RouterOutputs["demo"]["completion"];
export type DemoRatings = RouterOutputs["demo"]["ratings"];

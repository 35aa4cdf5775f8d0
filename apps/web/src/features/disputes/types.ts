import type { RouterOutputs } from "@skyhire/api";

export type DisputeView = RouterOutputs["disputes"]["ofJob"][number];

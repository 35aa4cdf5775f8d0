import "server-only";
import { cache } from "react";
import { findOrNull } from "~/server/find-or-null";
import { catalogueReads } from "~/server/catalogue-cache";

/** The operator for their public page, or null; cached per request (generateMetadata and the page). */
export const findOperator = cache((id: string) =>
  findOrNull(id, async (operatorId) => (await catalogueReads()).operators.byId({ id: operatorId })),
);

export type PublicOperatorPage = NonNullable<Awaited<ReturnType<typeof findOperator>>>;

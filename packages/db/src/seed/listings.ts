import { REFERENCE_USD_RATES, type ListingCategory } from "@skyhire/validators";
import { type serviceListings } from "../schema";
import { DAY_MS, HOUR_MS, Rng, seedId } from "./ids";
import { LISTING_TEMPLATES } from "./listings-data";
import { type SeededOperator } from "./operators";

export type NewListing = typeof serviceListings.$inferInsert;

/** Round a whole-dollar price to a tidy figure: to 5 below 300, to 10 below 1500, else to 50. */
function tidyPrice(dollars: number): number {
  if (dollars < 300) return Math.round(dollars / 5) * 5;
  if (dollars < 1500) return Math.round(dollars / 10) * 10;
  return Math.round(dollars / 50) * 50;
}

/**
 * Listings of approved operators only, in their operator's currency: four each (six for the demo operator), spread over their
 * specialties; a few are switched off. Pending and rejected operators have none.
 */
export function planListings(operators: SeededOperator[], now: Date): NewListing[] {
  const rows: NewListing[] = [];
  let counter = 0;
  for (const op of operators) {
    if (op.approvalStatus !== "approved") continue;
    const rng = new Rng(`listings:${op.email}`);
    const count = op.isDemo ? 6 : 4;
    const used = new Set<string>();
    for (let i = 0; i < count; i++) {
      const category: ListingCategory =
        op.seed.specialties[i % op.seed.specialties.length] ?? "Photography";
      const templates = LISTING_TEMPLATES[category].filter((t) => !used.has(t.title));
      const template = rng.pick(templates.length > 0 ? templates : LISTING_TEMPLATES[category]);
      used.add(template.title);
      // Template prices are US dollars; a listing is priced in its operator's currency.
      const [min, max] = template.price.map((usd) => usd / REFERENCE_USD_RATES[op.currency]) as [number, number];
      const requirements = template.requirements.filter((r, k) => k === 0 || rng.chance(0.8));
      if (op.seed.verified && !requirements.includes("insured") && rng.chance(0.5))
        requirements.push("insured");
      const createdAt = new Date(
        now.getTime() - rng.int(1, 95) * DAY_MS - rng.int(0, 23) * HOUR_MS,
      );
      counter++;
      const inactive = !op.isDemo && counter % 17 === 5;
      rows.push({
        id: seedId(`listing:${op.email}:${i}`),
        operatorId: op.userId,
        title: template.title.replace("{city}", op.seed.city),
        description: template.description.replace("{city}", op.seed.city),
        price: `${tidyPrice(rng.int(Math.round(min), Math.round(max)))}.00`,
        currency: op.currency,
        category,
        requirements,
        isActive: !inactive,
        createdAt,
        updatedAt: inactive ? new Date(createdAt.getTime() + rng.int(1, 20) * HOUR_MS) : createdAt,
      });
    }
  }
  return rows;
}

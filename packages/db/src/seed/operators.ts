import {
  placePoint,
  AVAILABILITY_OPTIONS,
  documentsExpireOn,
  type Currency,
  type ListingCategory,
  type OperatorTaxDetails,
} from "@skyhire/validators";
import {
  type operatorProfiles,
  type users,
  type InsuranceDoc,
  type Licence,
  type PortfolioItem,
} from "../schema";
import { CITY_INFO, neighbours, type City } from "./cities";
import { DEMO_ACCOUNTS, DEMO_PASSWORD_HASH } from "./demo-accounts";
import { DAY_MS, isoDate, Rng, seedId, slugify } from "./ids";
import { DEMO_OPERATOR, OPERATORS, type OperatorSeed } from "./operators-data";

export type NewUser = typeof users.$inferInsert;
export type NewOperatorProfile = typeof operatorProfiles.$inferInsert;

export interface SeededOperator {
  userId: string;
  email: string;
  seed: OperatorSeed;
  slug: string;
  approvalStatus: "approved" | "pending" | "rejected";
  currency: Currency;
  serviceAreas: City[];
  isDemo: boolean;
}

export interface OperatorStats {
  ratingSum: number;
  reviews: number;
  completedJobs: number;
}

/** Operators whose documents run out soon, so the expiry reminders have something to show. */
const LICENCE_EXPIRING = "Chao Phraya Aerial";
const INSURANCE_EXPIRING = "Sunshine Coast UAV";
/**
 * The seeded operator registered for VAT whose prices exclude it (docs/product.md#invoices): its
 * listings read "+ tax (20%)", its proposals add the tax to the nets it typed, its invoices state it.
 */
export const VAT_SELLER: { company: string; taxDetails: OperatorTaxDetails } = {
  company: "Thames Aerial Surveys",
  taxDetails: {
    legalName: "Thames Aerial Surveys Ltd",
    address: "14 Bankside\nLondon SE1 9DT",
    taxId: "GB 293 5718 44",
    registeredForTax: true,
    taxRate: "20.00",
    pricesIncludeTax: false,
  },
};

/** An operator's tax details as seeded: the VAT seller's, nobody else's. */
export function seededTaxDetails(company: string): OperatorTaxDetails | null {
  return company === VAT_SELLER.company ? VAT_SELLER.taxDetails : null;
}

/** An approved operator whose licence has run out: flagged for admins, no new proposals (issue 6). */
const LICENCE_EXPIRED = "Pasig Skyview Drones";

const DEMO_OPERATOR_EMAIL =
  DEMO_ACCOUNTS.find((a) => a.role === "operator")?.email ?? "operator@skyhire.dev";

const PORTFOLIO: Record<ListingCategory, { title: string; description: string }[]> = {
  Photography: [
    {
      title: "Waterfront festival aftermovie",
      description:
        "Aerial coverage of a three-day waterfront festival in {city}, cut into a 90-second aftermovie for sponsors.",
    },
    {
      title: "Boutique hotel campaign",
      description:
        "Sunrise and golden-hour aerials for a boutique hotel's rebrand, used across web, print and social media.",
    },
  ],
  "Real Estate": [
    {
      title: "Harbour-view penthouse launch",
      description:
        "Twilight aerials and a cinematic fly-through for a penthouse that sold within two weeks of listing in {city}.",
    },
    {
      title: "Master-planned community release",
      description:
        "View photography from six future floor levels and a site overview for a 300-lot residential release.",
    },
  ],
  Inspection: [
    {
      title: "High-rise facade condition survey",
      description:
        "Zoom inspection of four elevations of a 30-storey tower in {city}, mapped to a facade grid for the engineer.",
    },
    {
      title: "Solar farm thermal audit",
      description:
        "Radiometric survey of 12,000 modules that found 86 hot spots and a faulty string combiner.",
    },
  ],
  Surveying: [
    {
      title: "Quarry stockpile reconciliation",
      description:
        "Monthly volumetric surveys of 40 stockpiles, replacing walking GNSS surveys and cutting site time by 80%.",
    },
    {
      title: "Highway corridor topographic survey",
      description:
        "RTK photogrammetry along 6 km of road reserve near {city}, delivered as DTM, contours and cross-sections.",
    },
  ],
  Mapping: [
    {
      title: "University campus digital twin",
      description:
        "Textured 3D mesh of 14 buildings used by the estates team for maintenance planning and wayfinding.",
    },
    {
      title: "Coastal erosion monitoring",
      description:
        "Quarterly orthophotos and elevation models of a 3 km coastline, with change maps for the local council.",
    },
  ],
  Agriculture: [
    {
      title: "Vineyard vigour mapping",
      description:
        "NDVI and canopy maps across 60 ha of vines that guided a selective harvest and improved grape quality.",
    },
    {
      title: "Broadacre nitrogen trial",
      description:
        "Multispectral flights at three growth stages supporting a variable-rate nitrogen trial outside {city}.",
    },
  ],
};

function operatorEmail(seed: OperatorSeed, isDemo: boolean): string {
  return isDemo ? DEMO_OPERATOR_EMAIL : `ops.${slugify(seed.company)}@skyhire.dev`;
}

export function planOperators(includeDemo: boolean): SeededOperator[] {
  const list = OPERATORS.map((seed) => ({ seed, isDemo: false }));
  if (includeDemo) list.push({ seed: DEMO_OPERATOR, isDemo: true });
  return list.map(({ seed, isDemo }) => {
    const email = operatorEmail(seed, isDemo);
    const rng = new Rng(`areas:${email}`);
    const near = neighbours(seed.city);
    const serviceAreas = [seed.city, ...rng.sample(near, Math.min(near.length, rng.int(1, 3)))];
    return {
      userId: seedId(`user:${email}`),
      email,
      seed,
      slug: slugify(seed.company),
      approvalStatus: seed.approval ?? "approved",
      currency: CITY_INFO[seed.city].currency,
      serviceAreas,
      isDemo,
    };
  });
}

export function operatorUserRows(operators: SeededOperator[], now: Date): NewUser[] {
  return operators.map((op) => {
    const rng = new Rng(`user:${op.email}`);
    const createdAt = new Date(now.getTime() - rng.int(120, 720) * DAY_MS);
    return {
      id: op.userId,
      email: op.email,
      firstName: op.seed.firstName,
      lastName: op.seed.lastName,
      role: "operator",
      passwordHash: DEMO_PASSWORD_HASH,
      emailVerified: createdAt,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

function qualificationsFor(op: SeededOperator, rng: Rng): string[] {
  const quals = new Set<string>([
    CITY_INFO[op.seed.city].regulator.qualification,
    "Visual Line of Sight Operations",
  ]);
  const s = op.seed.specialties;
  if (s.includes("Photography") || s.includes("Real Estate"))
    quals.add("Cinematography Certification");
  if (s.includes("Surveying") || s.includes("Mapping")) quals.add("Surveying Certification");
  if (s.includes("Inspection")) quals.add("BV Training");
  if (op.seed.verified && rng.chance(0.5)) quals.add("Beyond Visual Line of Sight Operations");
  return [...quals];
}

function documents(
  op: SeededOperator,
  rng: Rng,
  now: Date,
): { licences: Licence[]; insuranceDocs: InsuranceDoc[] } {
  const info = CITY_INFO[op.seed.city];
  const rejected = op.approvalStatus === "rejected";
  const licenceDays =
    op.seed.company === LICENCE_EXPIRING ? 12 : op.seed.company === LICENCE_EXPIRED ? -9 : rng.int(200, 900);
  const insuranceDays =
    op.seed.company === INSURANCE_EXPIRING ? 21 : rejected ? -40 : rng.int(90, 400);
  const coverage = rng.pick(["1000000", "2000000", "5000000", "10000000"]);
  return {
    licences: [
      {
        type: info.regulator.licenceType,
        number: `${info.regulator.licencePrefix}-${rng.int(100000, 999999)}`,
        expiryDate: isoDate(now, licenceDays),
      },
    ],
    insuranceDocs: [
      {
        provider: rng.pick(info.insurers),
        policyNumber: `UAV-${now.getUTCFullYear() - rng.int(0, 1)}-${rng.int(10000, 99999)}`,
        coverageAmount: coverage,
        expiryDate: isoDate(now, insuranceDays),
      },
    ],
  };
}

function portfolio(op: SeededOperator, rng: Rng, now: Date): PortfolioItem[] {
  const items = op.seed.specialties
    .slice(0, op.approvalStatus === "approved" ? 3 : 1)
    .map((category) => {
      const item = rng.pick(PORTFOLIO[category]);
      return {
        title: item.title,
        description: item.description.replace("{city}", op.seed.city),
        projectDate: isoDate(now, -rng.int(30, 700)),
        media: [],
        mediaUrls: [],
      };
    });
  return items;
}

export function operatorProfileRows(
  operators: SeededOperator[],
  stats: Map<string, OperatorStats>,
  now: Date,
): NewOperatorProfile[] {
  return operators.map((op) => {
    const rng = new Rng(`profile:${op.email}`);
    const info = CITY_INFO[op.seed.city];
    const s = stats.get(op.userId);
    const rating = s && s.reviews > 0 ? Math.round((s.ratingSum * 100) / s.reviews) / 100 : 0;
    const createdAt = new Date(now.getTime() - rng.int(100, 110) * DAY_MS);
    const hours = rng.int(4, 30) * 50 + (now.getUTCFullYear() - op.seed.founded) * 40;
    const docs = documents(op, rng, now);
    const licence = docs.licences[0];
    const reviewed = op.approvalStatus !== "pending";
    const approved = op.approvalStatus === "approved";
    return {
      id: seedId(`operator-profile:${op.email}`),
      userId: op.userId,
      companyName: op.seed.company,
      fullName: `${op.seed.firstName} ${op.seed.lastName}`,
      phone: `${info.phone} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`,
      website: op.seed.website ? `https://www.${op.slug}.example` : null,
      bio: op.seed.bio,
      location: op.seed.city,
      baseLat: placePoint(op.seed.city)?.lat ?? null,
      baseLng: placePoint(op.seed.city)?.lng ?? null,
      serviceRadiusKm: [25, 50, 100][op.seed.company.length % 3] ?? 50,
      qualifications: qualificationsFor(op, rng),
      ...docs,
      serviceAreas: op.serviceAreas,
      portfolioItems: portfolio(op, rng, now),
      defaultMargin: rng.pick(["10.00", "12.50", "15.00", "15.00", "18.00", "20.00"]),
      currency: op.currency,
      taxDetails: seededTaxDetails(op.seed.company),
      availability: rng.pick(AVAILABILITY_OPTIONS).value,
      competencyProof:
        `${hours} logged flight hours since ${op.seed.founded}; holds ${licence?.type ?? "a remote pilot licence"} ` +
        `${licence?.number ?? ""} and has completed ${rng.int(40, 400)} commercial flights with no reportable incidents.`,
      isVerified: op.seed.verified === true,
      verifiedAt: op.seed.verified === true ? new Date(createdAt.getTime() + 3 * DAY_MS) : null,
      // The documents approved with the profile: the expiry of the ones on file.
      documentsValidUntil: approved ? documentsExpireOn(docs) : null,
      rating: rating.toFixed(2),
      completedJobs: s?.completedJobs ?? 0,
      isPublished: op.approvalStatus !== "rejected",
      approvalStatus: op.approvalStatus,
      reviewedAt: reviewed ? new Date(createdAt.getTime() + 2 * DAY_MS) : null,
      rejectionReason: op.approvalStatus === "rejected" ? (op.seed.rejectionReason ?? null) : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

import { demoBudgetLabel } from "@skyhire/validators";

/**
 * The investor demo's sample content (docs/product.md#investor-demo: "simulated and open to everyone"). Nothing
 * here is stored or read from the database; services/demo.ts shapes it for the demo procedures.
 * Money is in integer cents.
 */

export type DemoMetricFormat = "count" | "currency";

export interface DemoMetricSeed {
  id: string;
  label: string;
  format: DemoMetricFormat;
  /** The figure when the page loads (cents for currency). */
  value: number;
  /** How much it grows on each 15-second tick. */
  perTick: number;
  change: string;
}

export const DEMO_METRICS: readonly DemoMetricSeed[] = [
  { id: "operators", label: "Active Operators", format: "count", value: 2_847, perTick: 1, change: "+14% this month" },
  { id: "customers", label: "Active Customers", format: "count", value: 12_483, perTick: 3, change: "+22% this month" },
  { id: "jobs", label: "Jobs Completed", format: "count", value: 18_926, perTick: 2, change: "+18% this month" },
  {
    id: "gmv",
    label: "Gross Marketplace Volume",
    format: "currency",
    value: 482_350_000,
    perTick: 185_000,
    change: "+27% this month",
  },
];

/** The metric whose volume the 10% platform fee is taken from. */
export const DEMO_GMV_METRIC_ID = "gmv";

export type DemoActivityKind =
  | "job_posted"
  | "proposal_sent"
  | "payment_secured"
  | "job_completed"
  | "review_posted"
  | "operator_joined";

export interface DemoActivitySeed {
  id: string;
  kind: DemoActivityKind;
  text: string;
}

/** The feed as the page loads, newest first, with how long ago each happened. */
export const DEMO_ACTIVITY: readonly (DemoActivitySeed & { secondsAgo: number })[] = [
  { id: "a1", kind: "job_posted", text: "New job posted: solar farm thermal inspection in Phoenix, AZ", secondsAgo: 45 },
  { id: "a2", kind: "proposal_sent", text: "SkyView Aerial Solutions sent a proposal for $3,500", secondsAgo: 180 },
  { id: "a3", kind: "payment_secured", text: "$2,400 secured in escrow for a bridge survey in London", secondsAgo: 420 },
  { id: "a4", kind: "job_completed", text: "Real estate shoot completed in Sydney", secondsAgo: 900 },
  { id: "a5", kind: "review_posted", text: "5-star review for Horizon Mapping Co.", secondsAgo: 1_560 },
  { id: "a6", kind: "operator_joined", text: "New certified operator approved in Singapore", secondsAgo: 2_700 },
];

/** What appears in the feed on each tick, in turn (the list repeats). */
export const DEMO_ACTIVITY_POOL: readonly DemoActivitySeed[] = [
  { id: "p1", kind: "job_posted", text: "New job posted: wind turbine blade inspection in Berlin" },
  { id: "p2", kind: "operator_joined", text: "New certified operator approved in Toronto" },
  { id: "p3", kind: "proposal_sent", text: "Precision Drone Works sent a proposal for $3,200" },
  { id: "p4", kind: "payment_secured", text: "$5,800 secured in escrow for a 3D site map in Dubai" },
  { id: "p5", kind: "job_completed", text: "Construction progress flight completed in Melbourne" },
  { id: "p6", kind: "review_posted", text: "5-star review for SkyView Aerial Solutions" },
  { id: "p7", kind: "job_posted", text: "New job posted: vineyard crop health mapping in Auckland" },
  { id: "p8", kind: "payment_secured", text: "$1,250 secured in escrow for a wedding shoot in Paris" },
];

/** How many feed entries are on screen. */
export const DEMO_ACTIVITY_VISIBLE = 6;

export interface DemoHealthSeed {
  id: string;
  label: string;
  value: string;
  /** 0–100, for the bar. */
  progress: number;
  caption: string;
}

export const DEMO_HEALTH: readonly DemoHealthSeed[] = [
  { id: "fill-rate", label: "Job Fill Rate", value: "94%", progress: 94, caption: "Jobs that receive an accepted proposal" },
  { id: "response", label: "Avg. Response Time", value: "2.4 hrs", progress: 85, caption: "Until an operator's first proposal" },
  { id: "satisfaction", label: "Customer Satisfaction", value: "4.8 / 5", progress: 96, caption: "Average rating of completed jobs" },
  { id: "retention", label: "Operator Retention", value: "91%", progress: 91, caption: "Operators active again within 90 days" },
];

/** Network size at the end of each of the last six months, oldest first. */
export const DEMO_GROWTH: readonly { operators: number; customers: number }[] = [
  { operators: 1_380, customers: 5_120 },
  { operators: 1_640, customers: 6_310 },
  { operators: 1_910, customers: 7_650 },
  { operators: 2_220, customers: 9_040 },
  { operators: 2_500, customers: 10_720 },
  { operators: 2_847, customers: 12_483 },
];
export const DEMO_NETWORK_COUNTRIES = 14;

export interface DemoRevenueSeed {
  id: string;
  label: string;
  description: string;
  amountCents: number;
  perTickCents: number;
}

/** Revenue besides the platform fee, which is computed from the volume. */
export const DEMO_OTHER_REVENUE: readonly DemoRevenueSeed[] = [
  {
    id: "premium",
    label: "Premium Operator Plans",
    description: "Monthly plans for featured placement and analytics",
    amountCents: 8_640_000,
    perTickCents: 2_900,
  },
  {
    id: "enterprise",
    label: "Enterprise Accounts",
    description: "Volume contracts for inspection and survey fleets",
    amountCents: 12_400_000,
    perTickCents: 5_000,
  },
];

export interface DemoProposalSeed {
  id: string;
  operatorName: string;
  companyName: string;
  /** Initials shown in the avatar circle (no image is loaded: the demo makes no requests). */
  avatar: string;
  rating: number;
  completedJobs: number;
  quoteCents: number;
  timeline: string;
  message: string;
  qualifications: readonly string[];
  location: string;
  responseTime: string;
  featured: boolean;
}

/** Three sample proposals; the featured one carries the demo's 3500 quote (docs/product.md#demo-flow). */
export const DEMO_PROPOSALS: readonly DemoProposalSeed[] = [
  {
    id: "skyview-aerial",
    operatorName: "Sarah Mitchell",
    companyName: "SkyView Aerial Solutions",
    avatar: "SM",
    rating: 4.9,
    completedJobs: 127,
    quoteCents: 350_000,
    timeline: "5-7 days",
    message:
      "We have inspected more than forty commercial roofs this year. We fly a thermal and a 4K pass, flag every anomaly on an annotated map and deliver the full report within a week.",
    qualifications: ["Part 107 Remote Pilot Certificate", "Thermal Imaging Certified", "Insured ($2M liability)"],
    location: "San Francisco, CA",
    responseTime: "1 hour",
    featured: true,
  },
  {
    id: "precision-drone",
    operatorName: "James Cooper",
    companyName: "Precision Drone Works",
    avatar: "JC",
    rating: 4.8,
    completedJobs: 89,
    quoteCents: 320_000,
    timeline: "7-10 days",
    message:
      "Happy to take this on. Our team specialises in building envelopes and can schedule the flight for early morning, when thermal contrast is best.",
    qualifications: ["Part 107 Remote Pilot Certificate", "Commercial Drone License", "Insured ($1M liability)"],
    location: "Oakland, CA",
    responseTime: "3 hours",
    featured: false,
  },
  {
    id: "horizon-mapping",
    operatorName: "Aiko Tanaka",
    companyName: "Horizon Mapping Co.",
    avatar: "AT",
    rating: 4.7,
    completedJobs: 64,
    quoteCents: 410_000,
    timeline: "4-6 days",
    message:
      "Besides the inspection photos we will build a measured 3D model of the roof, so you can plan repairs with exact areas.",
    qualifications: ["Part 107 Remote Pilot Certificate", "Surveying Certification", "Insured ($2M liability)"],
    location: "San Jose, CA",
    responseTime: "2 hours",
    featured: false,
  },
];

/** The job the proposals answer when the visitor did not post one in this session. */
export const DEMO_SAMPLE_JOB = {
  title: "Commercial roof inspection",
  location: "San Francisco, CA",
  category: "Building Inspection",
  budget: demoBudgetLabel("2000-5000"),
} as const;

export const DEMO_DELIVERABLES: readonly string[] = [
  "Inspection report (PDF, 24 pages)",
  "312 high-resolution photos (RAW and JPG)",
  "4K flyover video (6 minutes)",
  "Thermal anomaly map",
];

export const DEMO_RATING_LABELS = ["Poor", "Fair", "Good", "Very Good", "Excellent"] as const;

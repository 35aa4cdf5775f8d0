import { Briefcase, DollarSign, Package, Star } from "lucide-react";
import { StatGrid, type Stat } from "~/features/dashboard/stat-grid";
import { totalsText, type MoneyTotals } from "./earnings-format";
import { plural, ratingText } from "./listing-format";

interface DashboardStats {
  activeListings: number;
  totalListings: number;
  averageRating: number;
  reviewCount: number;
}

/** escrow.operatorEarnings: the job-lifecycle issue made the fixed 0 / $0 of docs/product.md#operator-dashboard real. */
interface EarningsStats {
  activeJobs: number;
  thisMonth: MoneyTotals;
}

interface OperatorStatCardsProps {
  stats: DashboardStats | undefined;
  loading: boolean;
  /** Absent for an account that is not an operator (nothing earned: 0 and zero money). */
  earnings: EarningsStats | undefined;
  earningsLoading: boolean;
  earningsFailed: boolean;
  currency: string;
}

/** Active listings, active jobs, average rating and this month's payouts, all from the data. */
export function OperatorStatCards({
  stats,
  loading,
  earnings,
  earningsLoading,
  earningsFailed,
  currency,
}: OperatorStatCardsProps) {
  const unknown = loading ? "…" : "—";
  const noEarnings = earningsLoading ? "…" : earningsFailed ? "—" : null;
  const cards: Stat[] = [
    {
      id: "active-listings",
      title: "Active Listings",
      value: stats ? stats.activeListings.toLocaleString("en-US") : unknown,
      caption: stats ? `${plural(stats.totalListings, "listing")} in total` : "Your services",
      icon: Package,
    },
    {
      id: "active-jobs",
      title: "Active Jobs",
      value: earnings ? earnings.activeJobs.toLocaleString("en-US") : (noEarnings ?? "0"),
      caption: "Hired, in progress",
      icon: Briefcase,
    },
    {
      id: "average-rating",
      title: "Average Rating",
      value: stats ? ratingText(stats.averageRating) : unknown,
      caption: stats ? `Out of 5 · ${plural(stats.reviewCount, "review")}` : "Out of 5",
      icon: Star,
    },
    {
      id: "this-month",
      title: "This Month",
      value: earnings ? totalsText(earnings.thisMonth, currency) : (noEarnings ?? totalsText([], currency)),
      caption: "Payouts received",
      icon: DollarSign,
    },
  ];

  return <StatGrid stats={cards} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" />;
}

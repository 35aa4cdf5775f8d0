import type { Metadata } from "next";
import { DemoDashboardPage } from "~/features/demo/dashboard/dashboard-page";

export const metadata: Metadata = { title: "Investor Demo" };

/** /demo: the investor demo dashboard, open to everyone (docs/product.md#demo-dashboard). */
export default function DemoPage() {
  return <DemoDashboardPage />;
}

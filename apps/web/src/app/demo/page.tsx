import type { Metadata } from "next";
import { DemoDashboardPage } from "~/features/demo/dashboard/dashboard-page";

export const metadata: Metadata = { title: "Investor Demo" };

/** /demo: the investor demo dashboard, open to everyone (spec 001 §2). */
export default function DemoPage() {
  return <DemoDashboardPage />;
}

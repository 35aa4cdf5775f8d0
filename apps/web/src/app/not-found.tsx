import { CircleQuestionMark } from "lucide-react";
import type { Metadata } from "next";
import { StatusCard } from "./_components/status-card";

export const metadata: Metadata = { title: "Page not found" };

/** Any unmatched path (docs/product.md#not-found). */
export default function NotFound() {
  return (
    <StatusCard
      icon={CircleQuestionMark}
      title="404 Page Not Found"
      text="Did you forget to add the page to the router?"
      testId="not-found"
    />
  );
}

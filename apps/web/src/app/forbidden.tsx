import { ShieldAlert } from "lucide-react";
import type { Metadata } from "next";
import { StatusCard } from "./_components/status-card";

export const metadata: Metadata = { title: "Forbidden" };

/** What `forbidden()` answers (HTTP 403) where no nearer forbidden.tsx speaks: the admin area for anyone but an admin. */
export default function Forbidden() {
  return (
    <StatusCard
      icon={ShieldAlert}
      title="403 Forbidden"
      text="The admin area is only for Skyhire administrators."
      testId="admin-forbidden"
    />
  );
}

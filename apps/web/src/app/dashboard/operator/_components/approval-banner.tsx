import type { ApprovalStatus } from "@skyhire/validators";
import { Badge, buttonVariants, cn } from "@skyhire/ui";
import { Clock, FileWarning, XCircle } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";

interface ApprovalBannerProps {
  profile: { approvalStatus: ApprovalStatus; rejectionReason: string | null; isPublished: boolean };
}

/**
 * The profile's review state (docs/product.md#roles-and-access: operators wait for an admin's approval): pending, rejected
 * with the reviewer's reason, or approved but saved as a draft (listings stay hidden). Nothing
 * once the profile is approved and published.
 */
export function ApprovalBanner({ profile }: ApprovalBannerProps) {
  if (profile.approvalStatus === "pending") {
    return (
      <Banner tone="amber" icon={<Clock aria-hidden="true" />} testId="approval-pending">
        <Badge className="bg-amber-200 text-amber-900">Pending Approval</Badge>
        <p>
          Your profile is being reviewed by our admin team. You can create listings once it is
          approved; we will e-mail you when that happens.
        </p>
      </Banner>
    );
  }
  if (profile.approvalStatus === "rejected") {
    return (
      <Banner tone="red" icon={<XCircle aria-hidden="true" />} testId="approval-rejected">
        <p className="font-semibold">Your operator profile was not approved</p>
        <p>
          <span className="font-medium">Reviewer&apos;s reason: </span>
          {profile.rejectionReason?.trim() || "No reason was given."}
        </p>
        <ProfileLink>Update Profile</ProfileLink>
      </Banner>
    );
  }
  if (!profile.isPublished) {
    return (
      <Banner tone="amber" icon={<FileWarning aria-hidden="true" />} testId="approval-draft">
        <p>
          Your profile is saved as a draft, so customers cannot see your listings yet. Publish it to
          go live.
        </p>
        <ProfileLink>Publish Profile</ProfileLink>
      </Banner>
    );
  }
  return null;
}

const TONES = {
  amber: "border-amber-300 bg-amber-50 text-amber-900",
  red: "border-red-300 bg-red-50 text-red-900",
} as const;

function Banner({
  tone,
  icon,
  testId,
  children,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section
      role="status"
      data-testid={testId}
      className={cn("flex items-start gap-3 rounded-xl border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0", TONES[tone])}
    >
      {icon}
      <div className="flex min-w-0 flex-col items-start gap-2 break-words">{children}</div>
    </section>
  );
}

function ProfileLink({ children }: { children: ReactNode }) {
  return (
    <Link href="/dashboard/operator/profile" className={buttonVariants({ variant: "outline", size: "sm" })}>
      {children}
    </Link>
  );
}

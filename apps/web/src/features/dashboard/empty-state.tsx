import { buttonVariants } from "@skyhire/ui";
import { Plus, type LucideIcon } from "lucide-react";
import Link from "next/link";

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The first thing to do: where it is and what the button says. */
  action: { href: string; label: string };
}

/** A dashboard card with nothing in it yet: what is missing and the button that starts it. */
export function EmptyState({ icon: Icon, title, text, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="text-lg font-semibold">{title}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
      <Link href={action.href} className={buttonVariants()}>
        <Plus aria-hidden="true" />
        {action.label}
      </Link>
    </div>
  );
}

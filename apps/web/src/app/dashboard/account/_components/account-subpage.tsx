import Link from "next/link";
import type { ReactNode } from "react";

/** A page under /dashboard/account: the way back to Account, its heading and what it is for, then its content. */
export function AccountSubpage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8">
      <div>
        <Link href="/dashboard/account" className="text-sm text-muted-foreground underline-offset-4 hover:underline">
          ← Account
        </Link>
        <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{title}</h1>
        <p className="mt-1 text-muted-foreground">{intro}</p>
      </div>
      {children}
    </div>
  );
}

import type { SessionUser } from "@skyhire/validators";
import { buttonVariants } from "@skyhire/ui";
import Link from "next/link";
import { InlineLinks } from "./inline-links";
import { LazyUserMenu } from "./lazy-user-menu";
import { LOGIN_HREF, dashboardHref } from "~/features/shell/nav-links";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavIcons } from "./nav-icons";
import { getUnreadCounts } from "./unread-counts";

/**
 * The navigation bar (docs/product.md#navigation-bar); `user` comes from the server so there is no signed-out flash,
 * and a signed-in user's unread counts are read here too (no client polling, docs/product.md#client-data-rules).
 */
export async function NavBar({ user }: { user: SessionUser | null }) {
  const counts = user ? await getUnreadCounts() : null;
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 lg:px-8">
        <div className="flex items-center gap-6">
          <Logo />
          <InlineLinks />
        </div>
        <div className="flex items-center gap-2">
          {user && counts ? (
            <>
              <NavIcons counts={counts} />
              <Link href={dashboardHref(user.role)} className={buttonVariants({ size: "sm" })}>
                Dashboard
              </Link>
              <LazyUserMenu user={user} counts={counts} />
            </>
          ) : (
            <>
              {/* Sign-in is a full-page navigation (docs/product.md#navigation-bar), so plain anchors, not <Link>. */}
              <a href={LOGIN_HREF} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                Sign In
              </a>
              <a href={LOGIN_HREF} className={buttonVariants({ size: "sm" })}>
                Dashboard
              </a>
            </>
          )}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

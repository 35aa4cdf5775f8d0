"use client";

import type { SessionUser } from "@skyhire/validators";
import { displayName } from "@skyhire/validators/plain";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  UserAvatar,
  initials,
} from "@skyhire/ui";
import { Bell, BookmarkCheck, Heart, KeyRound, LayoutDashboard, LogOut, MessageSquare, ShieldCheck, User } from "lucide-react";
import Link from "next/link";
import { countText } from "~/features/shell/count-text";
import { ACCOUNT_HREF, ADMIN_HREF, LOGOUT_HREF, MESSAGES_HREF, NOTIFICATIONS_HREF, PROFILE_HREF, SAVED_SEARCHES_HREF, FAVOURITES_HREF, dashboardHref } from "~/features/shell/nav-links";
import type { UnreadCounts } from "./unread-counts";

/**
 * The avatar menu of a signed-in user: name, e-mail, Dashboard, Messages and Notifications with
 * their unread counts, Admin (admins only), Profile, Account (password), Log out. A dot on the avatar says something
 * is unread (the messages icon is not in the bar on every width).
 */
export function UserMenu({ user, counts }: { user: SessionUser; counts: UnreadCounts }) {
  const fullName = displayName(user);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        // The name starts with the initials the avatar shows (WCAG 2.5.3, label in name).
        aria-label={`${initials(user.firstName, user.lastName)} Account menu`}
        className="relative rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <UserAvatar imageUrl={user.profileImageUrl} firstName={user.firstName} lastName={user.lastName} />
        {counts.messages > 0 ? (
          <span
            aria-hidden="true"
            data-testid="account-unread-dot"
            className="absolute -top-0.5 -right-0.5 size-3 rounded-full border-2 border-background bg-destructive"
          />
        ) : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <div className="flex flex-col gap-0.5">
            <p className="truncate text-sm font-medium">{fullName}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href={dashboardHref(user.role)}>
            <LayoutDashboard aria-hidden="true" />
            Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={MESSAGES_HREF}>
            <MessageSquare aria-hidden="true" />
            Messages
            <MenuCount count={counts.messages} />
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={NOTIFICATIONS_HREF}>
            <Bell aria-hidden="true" />
            Notifications
            <MenuCount count={counts.notifications} />
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={SAVED_SEARCHES_HREF}>
            <BookmarkCheck aria-hidden="true" />
            Saved searches
          </Link>
        </DropdownMenuItem>
        {user.role === "customer" ? (
          <DropdownMenuItem asChild>
            <Link href={FAVOURITES_HREF}>
              <Heart aria-hidden="true" />
              Favourites
            </Link>
          </DropdownMenuItem>
        ) : null}
        {user.role === "admin" ? (
          <DropdownMenuItem asChild>
            <Link href={ADMIN_HREF}>
              <ShieldCheck aria-hidden="true" />
              Admin
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link href={PROFILE_HREF}>
            <User aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={ACCOUNT_HREF}>
            <KeyRound aria-hidden="true" />
            Account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          {/* Sign-out is a full-page navigation (docs/product.md#navigation-bar). */}
          <a href={LOGOUT_HREF}>
            <LogOut aria-hidden="true" />
            Log out
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MenuCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="ml-auto rounded-full bg-destructive px-1.5 text-xs font-semibold text-white">
      {countText(count)}
      <span className="sr-only"> unread</span>
    </span>
  );
}

import type * as React from "react";
import { cn, initials } from "./utils";

/** The avatar's classes, shared by the Radix avatar (avatar.tsx) and the plain one below. */
export const AVATAR_CLASSES = {
  root: "relative flex size-9 shrink-0 overflow-hidden rounded-full",
  image: "aspect-square size-full object-cover",
  fallback:
    "flex size-full items-center justify-center rounded-full bg-muted text-sm font-medium text-muted-foreground",
} as const;

export interface PlainAvatarProps extends React.ComponentProps<"span"> {
  imageUrl?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * `UserAvatar` without script, for server-rendered pages (the public listing and operator pages):
 * the initials, with the profile image laid over them when there is one
 * (docs/performance.md#page-weight).
 */
export function PlainAvatar({ imageUrl, firstName, lastName, className, ...props }: PlainAvatarProps) {
  const name = [firstName, lastName].filter(Boolean).join(" ");
  return (
    <span data-slot="avatar" className={cn(AVATAR_CLASSES.root, className)} {...props}>
      <span data-slot="avatar-fallback" className={AVATAR_CLASSES.fallback}>
        {initials(firstName, lastName)}
      </span>
      {imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- a profile picture the user uploaded (any size, any host): next/image would need its client code and a known host
        <img
          data-slot="avatar-image"
          src={imageUrl}
          alt={name || "Profile picture"}
          className={cn(AVATAR_CLASSES.image, "absolute inset-0")}
        />
      ) : null}
    </span>
  );
}

"use client";

import * as AvatarPrimitive from "@radix-ui/react-avatar";
import type * as React from "react";
import { AVATAR_CLASSES } from "./plain-avatar";
import { cn, initials } from "./utils";

export function Avatar({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn(AVATAR_CLASSES.root, className)}
      {...props}
    />
  );
}

export function AvatarImage({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn(AVATAR_CLASSES.image, className)}
      {...props}
    />
  );
}

export function AvatarFallback({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn(AVATAR_CLASSES.fallback, className)}
      {...props}
    />
  );
}

export interface UserAvatarProps extends React.ComponentProps<typeof AvatarPrimitive.Root> {
  imageUrl?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** The profile image, falling back to the initials of first and last name. */
export function UserAvatar({ imageUrl, firstName, lastName, ...props }: UserAvatarProps) {
  const name = [firstName, lastName].filter(Boolean).join(" ");
  return (
    <Avatar {...props}>
      {imageUrl ? <AvatarImage src={imageUrl} alt={name || "Profile picture"} /> : null}
      <AvatarFallback>{initials(firstName, lastName)}</AvatarFallback>
    </Avatar>
  );
}

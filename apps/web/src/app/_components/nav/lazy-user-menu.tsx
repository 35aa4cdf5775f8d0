"use client";

import dynamic from "next/dynamic";

/**
 * The account menu (a Radix dropdown) as its own chunk: rendered, and so loaded, only for a
 * signed-in user; a visitor's pages never download it (docs/performance.md#page-weight).
 */
export const LazyUserMenu = dynamic(() => import("./user-menu").then((module) => module.UserMenu));

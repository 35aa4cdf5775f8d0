"use client";

import dynamic from "next/dynamic";

/**
 * The signed-in customer's heart as its own chunk: rendered, and so loaded, only for a customer; a
 * visitor's public pages never download it (docs/performance.md#page-weight).
 */
export const LazyFavouriteButton = dynamic(() =>
  import("./favourite-button").then((module) => module.FavouriteButton),
);

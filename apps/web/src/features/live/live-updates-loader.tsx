"use client";

import dynamic from "next/dynamic";

/** The live updates are loaded for signed-in visitors only, apart from the page's own code. */
export const LiveUpdatesLoader = dynamic(() => import("./live-updates").then((module) => module.LiveUpdates), {
  ssr: false,
});

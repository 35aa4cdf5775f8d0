"use client";

import dynamic from "next/dynamic";

/**
 * The Report button as its own chunk: rendered, and so loaded, only for a signed-in viewer; a
 * visitor's public pages never download it (docs/performance.md#page-weight).
 */
export const LazyReportDialog = dynamic(() => import("./report-dialog").then((module) => module.ReportDialog));

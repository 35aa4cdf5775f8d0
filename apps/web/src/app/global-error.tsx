"use client";

import { useEffect } from "react";
import dynamic from "next/dynamic";

// The card (and the UI primitives it uses) loads only when an error is shown, not with every page.
const ErrorCard = dynamic(() => import("./_components/error-card").then((module) => module.ErrorCard));
import "./globals.css";

/** Replaces the root layout when it fails, so it brings its own <html> and <body>. */
export default function GlobalError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <title>Something went wrong | Skyhire</title>
        <ErrorCard onRetry={retry} digest={error.digest} />
      </body>
    </html>
  );
}

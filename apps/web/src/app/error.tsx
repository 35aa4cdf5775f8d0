"use client";

import { useEffect } from "react";
import dynamic from "next/dynamic";

// The card (and the UI primitives it uses) loads only when an error is shown, not with every page.
const ErrorCard = dynamic(() => import("./_components/error-card").then((module) => module.ErrorCard));

export default function Error({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return <ErrorCard onRetry={retry} digest={error.digest} />;
}

"use client";

import { useEffect } from "react";
import { ErrorCard } from "./_components/error-card";

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

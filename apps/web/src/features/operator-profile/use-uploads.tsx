"use client";

import { UPLOAD_MESSAGES } from "@skyhire/validators";
import { toast } from "@skyhire/ui/toast";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { UploadError, uploadFile, type UploadedFile, type UploadPurpose } from "~/lib/upload";

interface UploadTracker {
  /** Uploads still on their way; saving waits for none. */
  pending: number;
  upload: (file: File, purpose: UploadPurpose) => Promise<UploadedFile | null>;
}

const UploadContext = createContext<UploadTracker | null>(null);

/** Shows why a file was refused: 'File too large' with the spec's text, else the server's message. */
export function toastUploadError(error: unknown) {
  const tooLarge = error instanceof UploadError && error.isTooLarge;
  toast({
    variant: "destructive",
    title: tooLarge ? UPLOAD_MESSAGES.fileTooLargeTitle : "Upload failed",
    description: error instanceof Error ? error.message : "Upload failed. Please try again.",
  });
}

/** Counts uploads in flight for the editor (Save buttons wait) and reports refusals as toasts. */
export function UploadProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState(0);
  const upload = useCallback(async (file: File, purpose: UploadPurpose) => {
    setPending((n) => n + 1);
    try {
      return await uploadFile(file, purpose);
    } catch (error) {
      toastUploadError(error);
      return null;
    } finally {
      setPending((n) => n - 1);
    }
  }, []);
  const value = useMemo(() => ({ pending, upload }), [pending, upload]);
  return <UploadContext.Provider value={value}>{children}</UploadContext.Provider>;
}

export function useUploads(): UploadTracker {
  const tracker = useContext(UploadContext);
  if (!tracker) throw new Error("useUploads must be used inside <UploadProvider>");
  return tracker;
}

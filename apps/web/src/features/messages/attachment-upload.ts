/**
 * Uploads one attachment into its place — a conversation (a message's file) or a milestone's
 * dispute (evidence) — with the resumable protocol tus (tus-js-client): chunks of
 * ATTACHMENT_LIMITS.chunkBytes, retried on a dropped connection, and resumed where it stopped when
 * the same file is picked again for the same place. The last
 * chunk's answer is the checked attachment (packages/api/src/rest/attachments.ts); a refusal rejects
 * with an UploadError carrying the server's message.
 */
import { ATTACHMENT_LIMITS, ATTACHMENT_MESSAGES, ATTACHMENT_PATHS, type MessageAttachment } from "@skyhire/validators";
import { DetailedError, Upload } from "tus-js-client";
import { UploadError } from "~/lib/upload";

function isAttachment(value: unknown): value is MessageAttachment {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === "string" && typeof v.url === "string" && typeof v.name === "string";
}

/** The server's refusal text (problem details' `message`), or null. */
function refusalOf(error: Error): { message: string | null; status: number } {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response) return { message: null, status: 0 };
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown };
    return { message: typeof body.message === "string" ? body.message : null, status: response.getStatus() };
  } catch {
    return { message: null, status: response.getStatus() };
  }
}

/** The too-large message when the file is over the limit (checked here first; the server checks again). */
export function attachmentSizeError(file: Pick<File, "name" | "size">): string | null {
  return file.size > ATTACHMENT_LIMITS.maxBytes ? ATTACHMENT_MESSAGES.tooLarge(file.name) : null;
}

/** Where a file is uploaded (the server's AttachmentPlace): a conversation, or a milestone's dispute. */
export type UploadPlace = { conversationId: string } | { milestoneId: string };

export function uploadAttachment(
  file: File,
  place: UploadPlace,
  onProgress: (sent: number, total: number) => void,
): Promise<MessageAttachment> {
  const tooLarge = attachmentSizeError(file);
  if (tooLarge) return Promise.reject(new UploadError(tooLarge, 413));
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: new URL(ATTACHMENT_PATHS.uploads, window.location.origin).toString(),
      chunkSize: ATTACHMENT_LIMITS.chunkBytes,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      metadata: { ...place, filename: file.name },
      // Resume only into an upload of the same place.
      fingerprint: async (f) => ["skyhire-attachment", "conversationId" in place ? place.conversationId : `milestone-${place.milestoneId}`, f.name, f.size, f.lastModified].join(":"),
      removeFingerprintOnSuccess: true,
      // A refusal (4xx: not a party, too large, a program) is final; the connection failing is not.
      onShouldRetry: (error) => {
        const status = error instanceof DetailedError ? (error.originalResponse?.getStatus() ?? 0) : 0;
        return status === 0 || status >= 500 || status === 409 || status === 423;
      },
      onProgress,
      onSuccess: ({ lastResponse }) => {
        try {
          const body = JSON.parse(lastResponse.getBody()) as unknown;
          if (isAttachment(body)) return resolve(body);
        } catch {
          // Falls through to the failure below.
        }
        reject(new UploadError(ATTACHMENT_MESSAGES.uploadFailed(file.name), lastResponse.getStatus()));
      },
      onError: (error) => {
        const { message, status } = refusalOf(error);
        reject(new UploadError(message ?? ATTACHMENT_MESSAGES.uploadFailed(file.name), status));
      },
    });
    void upload
      .findPreviousUploads()
      .then((previous) => {
        const [latest] = previous;
        if (latest) upload.resumeFromPreviousUpload(latest);
        upload.start();
      })
      .catch(() => upload.start());
  });
}

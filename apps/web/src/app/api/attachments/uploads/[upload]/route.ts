import { handleAttachmentUpload } from "@skyhire/api/rest";
import { createContext } from "~/server/context";

/**
 * HEAD/PATCH/DELETE /api/attachments/uploads/{upload}: the offset, the next chunk, or the end of
 * one's own resumable upload (tus). Logic: packages/api/src/rest/attachments.ts.
 */
async function handle(request: Request): Promise<Response> {
  return handleAttachmentUpload(request, await createContext(request));
}

export { handle as HEAD, handle as PATCH, handle as DELETE, handle as OPTIONS, handle as GET };

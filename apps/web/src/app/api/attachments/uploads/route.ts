import { handleAttachmentUpload } from "@skyhire/api/rest";
import { createContext } from "~/server/context";

/** POST /api/attachments/uploads: start a resumable (tus) upload of a message attachment. Logic: packages/api/src/rest/attachments.ts. */
async function handle(request: Request): Promise<Response> {
  return handleAttachmentUpload(request, await createContext(request));
}

export { handle as POST, handle as OPTIONS, handle as GET };

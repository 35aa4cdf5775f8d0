import { handleAttachmentGet } from "@skyhire/api/rest";
import { createContext } from "~/server/context";

/** GET /api/attachments/{id}: a message's file, as a download, for the conversation's parties and admins (404 otherwise). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  return handleAttachmentGet(await createContext(request), id, false);
}

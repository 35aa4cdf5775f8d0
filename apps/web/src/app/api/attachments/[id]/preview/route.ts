import { handleAttachmentGet } from "@skyhire/api/rest";
import { createContext } from "~/server/context";

/** GET /api/attachments/{id}/preview: a picture attachment's WebP preview, for the conversation's parties and admins. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  return handleAttachmentGet(await createContext(request), id, true);
}

import { handleUploadGet } from "@skyhire/api/rest";
import { createContext } from "~/server/context";

/** GET /api/uploads/{id}: the file; documents (licence, insurance) only for their owner and admins. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  return handleUploadGet(await createContext(request), id);
}

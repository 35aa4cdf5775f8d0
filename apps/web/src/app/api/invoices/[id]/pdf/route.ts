import { handleInvoicePdfRequest } from "@skyhire/api/rest";
import { createContext } from "~/server/context";

export const dynamic = "force-dynamic";

/** GET /api/invoices/{id}/pdf: the invoice as a PDF made on the server, for its customer or an admin. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  return handleInvoicePdfRequest(await createContext(request), id);
}

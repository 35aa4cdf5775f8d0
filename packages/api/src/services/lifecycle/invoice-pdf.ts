import type { Executor } from "@skyhire/db";
import { formatMoney, type SessionUser } from "@skyhire/validators";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { invoiceById, type InvoiceDetail } from "./invoices";

/**
 * Invoice PDFs, drawn on the server with pdfkit in DejaVu Sans (the `dejavu-fonts-ttf` package),
 * embedded and subset: pdfkit's built-in Helvetica only knows Windows-1252, so names, places and
 * currency signs beyond it (Ł, Ψ, ₹, ₩ …) came out as other letters.
 */
// Resolved by Node at run time (the bundler must not treat the font files as modules).
const fontFile = createRequire(import.meta.url);
const FONTS = {
  regular: fontFile.resolve(/* turbopackIgnore: true */ "dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: fontFile.resolve(/* turbopackIgnore: true */ "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
} as const;

const STATUS_LABEL = { paid: "PAID", pending: "PENDING", overdue: "OVERDUE" } as const;

function day(value: Date | null): string {
  if (!value) return "—";
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(
    value,
  );
}

/** The PDF of one invoice as bytes. */
export function renderInvoicePdf(invoice: InvoiceDetail, options: { testMode: boolean }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: 50,
      info: { Title: `Invoice ${invoice.number}`, Author: "Skyhire", Subject: invoice.jobTitle },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.registerFont("Regular", FONTS.regular);
    doc.registerFont("Bold", FONTS.bold);

    const money = (amount: string) => formatMoney(amount, invoice.currency);
    doc.font("Bold").fontSize(22).text("Skyhire", 50, 50);
    doc.font("Regular").fontSize(10).fillColor("#555").text("Marketplace for professional drone services");
    doc.fillColor("#000").font("Bold").fontSize(18).text("INVOICE", 350, 50, { width: 195, align: "right" });
    doc.font("Regular").fontSize(10).text(invoice.number, 350, 74, { width: 195, align: "right" });
    doc.font("Bold").text(STATUS_LABEL[invoice.status], 350, 88, { width: 195, align: "right" });
    if (options.testMode) {
      doc.fillColor("#b45309").text("TEST MODE — no real money moved", 295, 102, { width: 250, align: "right" });
      doc.fillColor("#000");
    }

    doc.font("Bold").fontSize(11).text("Billed to", 50, 150);
    doc.font("Regular").fontSize(10);
    if (invoice.billedTo.name) doc.text(invoice.billedTo.name);
    if (invoice.billedTo.company) doc.text(invoice.billedTo.company);
    doc.text(invoice.billedTo.email);

    const facts: [string, string][] = [
      ["Issue date", day(invoice.issueDate)],
      ["Due date", day(invoice.dueDate)],
      ["Paid date", day(invoice.paidDate)],
      ["Payment method", invoice.paymentMethod ?? "—"],
    ];
    facts.forEach(([label, value], index) => {
      const y = 150 + index * 15;
      doc.font("Bold").text(label, 300, y, { width: 115 });
      doc.font("Regular").text(value, 420, y, { width: 125, align: "right" });
    });

    const top = 250;
    doc.moveTo(50, top).lineTo(545, top).stroke("#ccc");
    doc.font("Bold").text("Description", 50, top + 8).text("Amount", 420, top + 8, { width: 125, align: "right" });
    doc.moveTo(50, top + 24).lineTo(545, top + 24).stroke("#ccc");
    doc.font("Regular").text(invoice.jobTitle, 50, top + 32, { width: 350 });
    doc.fillColor("#555").text(`Drone services by ${invoice.operatorName ?? "the operator"}`, { width: 350 });
    doc.fillColor("#000").text(money(invoice.amount), 420, top + 32, { width: 125, align: "right" });
    const totalY = Math.max(doc.y, top + 60) + 16;
    doc.moveTo(300, totalY).lineTo(545, totalY).stroke("#ccc");
    doc.font("Bold").fontSize(12).text("Total", 300, totalY + 8).text(money(invoice.amount), 420, totalY + 8, {
      width: 125,
      align: "right",
    });
    doc
      .font("Regular")
      .fontSize(9)
      .fillColor("#555")
      .text(
        "Payments are held in escrow by Skyhire and released to the operator when you confirm completion.",
        50,
        totalY + 50,
        { width: 495 },
      );
    doc.end();
  });
}

/** The invoice's PDF for its customer or an admin, with a download file name. */
export async function invoicePdf(db: Executor, input: { actor: SessionUser; id: string; testMode: boolean }) {
  const invoice = await invoiceById(db, input);
  return { filename: `${invoice.number}.pdf`, pdf: await renderInvoicePdf(invoice, { testMode: input.testMode }) };
}

import type { Executor } from "@skyhire/db";
import {
  CREDIT_NOTE_REASON_LABELS,
  creditNoteRefundLine,
  SINGLE_MILESTONE_TITLE,
  TAX_LINE_LABELS,
  formatMoney,
  taxLineLabel,
  taxPartyLines,
  type SessionUser,
} from "@skyhire/validators";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { creditNoteById, invoiceById, type CreditNoteDetail, type InvoiceDetail } from "./invoices";

/**
 * Invoice and credit note PDFs, drawn on the server with pdfkit in DejaVu Sans (the
 * `dejavu-fonts-ttf` package), embedded and subset: pdfkit's built-in Helvetica only knows
 * Windows-1252, so names, places and currency signs beyond it (Ł, Ψ, ₹, ₩ …) came out as other letters.
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

/** What one page of a billing document says: heading, facts at the right, lines and the total. */
interface BillingDocument {
  kind: string;
  number: string;
  status: string;
  subject: string;
  billedTo: InvoiceDetail["billedTo"];
  /** The operator who sold the service, with its tax details. */
  seller: InvoiceDetail["seller"];
  facts: [string, string][];
  lines: { description: string; detail: string; amount: string }[];
  /** The bold line under the table ("Total", or an invoice's "Paid in the end" / "Amount due"). */
  total: { label: string; amount: string };
  /** Smaller lines under the total: where the money is now. */
  afterTotal?: { label: string; amount: string }[];
  footnote: string;
}

function renderBillingPdf(document: BillingDocument, options: { testMode: boolean }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: 50,
      info: { Title: `${document.kind} ${document.number}`, Author: "Skyhire", Subject: document.subject },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.registerFont("Regular", FONTS.regular);
    doc.registerFont("Bold", FONTS.bold);

    doc.font("Bold").fontSize(22).text("Skyhire", 50, 50);
    doc.font("Regular").fontSize(10).fillColor("#555").text("Marketplace for professional drone services");
    doc.fillColor("#000").font("Bold").fontSize(18).text(document.kind.toUpperCase(), 300, 50, { width: 245, align: "right" });
    doc.font("Regular").fontSize(10).text(document.number, 350, 74, { width: 195, align: "right" });
    doc.font("Bold").text(document.status, 350, 88, { width: 195, align: "right" });
    if (options.testMode) {
      doc.fillColor("#b45309").text("TEST MODE — no real money moved", 295, 102, { width: 250, align: "right" });
      doc.fillColor("#000");
    }

    // Seller, then buyer, each with the tax details it gave (a business files both).
    const party = (label: string, lines: string[]) => {
      doc.font("Bold").fontSize(11).text(label, { width: 235 });
      doc.font("Regular").fontSize(10);
      for (const line of lines) doc.text(line, { width: 235 });
      doc.moveDown(0.6);
    };
    const { seller, billedTo } = document;
    doc.x = 50;
    doc.y = 150;
    party("From", [seller.name || "The operator", ...taxPartyLines(seller.name, seller)]);
    const buyerName = billedTo.name || billedTo.email;
    party("Billed to", [
      buyerName,
      ...(billedTo.company ? [billedTo.company] : []),
      ...taxPartyLines(buyerName, billedTo),
      ...(billedTo.name ? [billedTo.email] : []),
    ]);
    const partiesEnd = doc.y;

    document.facts.forEach(([label, value], index) => {
      const y = 150 + index * 15;
      doc.font("Bold").text(label, 300, y, { width: 115 });
      doc.font("Regular").text(value, 420, y, { width: 125, align: "right" });
    });

    const top = Math.max(250, partiesEnd + 10);
    doc.moveTo(50, top).lineTo(545, top).stroke("#ccc");
    doc.font("Bold").text("Description", 50, top + 8).text("Amount", 420, top + 8, { width: 125, align: "right" });
    doc.moveTo(50, top + 24).lineTo(545, top + 24).stroke("#ccc");
    let y = top + 32;
    for (const line of document.lines) {
      doc.font("Regular").fillColor("#000").text(line.description, 50, y, { width: 350 });
      doc.fillColor("#555").text(line.detail, { width: 350 });
      const next = doc.y;
      doc.fillColor("#000").text(line.amount, 420, y, { width: 125, align: "right" });
      y = Math.max(next, y + 28) + 6;
    }
    const totalY = Math.max(y, top + 60) + 10;
    doc.moveTo(230, totalY).lineTo(545, totalY).stroke("#ccc");
    doc.font("Bold").fontSize(12).text(document.total.label, 230, totalY + 8, { width: 185 }).text(document.total.amount, 420, totalY + 8, {
      width: 125,
      align: "right",
    });
    let afterY = totalY + 28;
    doc.font("Regular").fontSize(10).fillColor("#555");
    for (const line of document.afterTotal ?? []) {
      doc.text(line.label, 230, afterY, { width: 185 }).text(line.amount, 420, afterY, { width: 125, align: "right" });
      afterY = doc.y + 4;
    }
    doc.fontSize(9).text(document.footnote, 50, afterY + 22, { width: 495 });
    doc.end();
  });
}

/** The job, and the milestone billed when the deal has several (docs/product.md#credit-notes). */
function milestoneLine(invoice: InvoiceDetail): string {
  if (invoice.milestoneTitle === SINGLE_MILESTONE_TITLE) return invoice.jobTitle;
  return `${invoice.jobTitle} — milestone ${invoice.milestonePosition}: ${invoice.milestoneTitle}`;
}

/**
 * The PDF of one invoice as bytes: the lines View Details shows (invoices.ts `invoiceLines`) — the
 * quote and each credit note in the table, what was paid in the end (or is due) as the total, and
 * where that money is now under it.
 */
export function renderInvoicePdf(invoice: InvoiceDetail, options: { testMode: boolean }): Promise<Buffer> {
  const money = (amount: string) => formatMoney(amount, invoice.currency);
  const credits = invoice.lines.filter((line) => line.kind === "credit_note");
  const total = invoice.lines.find((line) => line.kind === "paid" || line.kind === "due");
  const after = invoice.lines.filter((line) => ["held", "released", "fee"].includes(line.kind));
  return renderBillingPdf(
    {
      kind: "Invoice",
      number: invoice.number,
      status: STATUS_LABEL[invoice.status],
      subject: invoice.jobTitle,
      billedTo: invoice.billedTo,
      seller: invoice.seller,
      facts: [
        ["Issue date", day(invoice.issueDate)],
        ["Due date", day(invoice.dueDate)],
        ["Paid date", day(invoice.paidDate)],
        ["Payment method", invoice.paymentMethod ?? "—"],
      ],
      lines: [
        {
          description: milestoneLine(invoice),
          detail: `Drone services by ${invoice.operatorName ?? "the operator"}`,
          amount: money(invoice.amount),
        },
        ...credits.map((line) => ({
          description: line.label,
          detail: "Given back to you (see the credit note)",
          amount: `−${money(line.amount)}`,
        })),
      ],
      total: total
        ? { label: total.label, amount: money(total.amount) }
        : { label: "Total", amount: money(invoice.amount) },
      afterTotal: [
        { label: TAX_LINE_LABELS.net, amount: money(invoice.tax.net) },
        { label: taxLineLabel(invoice.tax.rate), amount: money(invoice.tax.tax) },
        { label: TAX_LINE_LABELS.gross, amount: money(invoice.tax.gross) },
        ...after.map((line) => ({ label: line.label, amount: money(line.amount) })),
      ],
      footnote:
        credits.length > 0
          ? `Invoice total ${money(invoice.amount)} less ${credits.length === 1 ? "the credit note" : "the credit notes"} above: what you paid in the end.`
          : "Payments are held in escrow by Skyhire and released to the operator when you confirm completion.",
    },
    options,
  );
}

/** The PDF of one credit note as bytes: the amount given back, against the invoice it credits. */
export function renderCreditNotePdf(note: CreditNoteDetail, options: { testMode: boolean }): Promise<Buffer> {
  const { invoice } = note;
  const money = (amount: string) => formatMoney(amount, invoice.currency);
  const credited = `−${money(note.amount)}`;
  return renderBillingPdf(
    {
      kind: "Credit note",
      number: note.number,
      status: CREDIT_NOTE_REASON_LABELS[note.reason].toUpperCase(),
      subject: invoice.jobTitle,
      billedTo: invoice.billedTo,
      seller: invoice.seller,
      facts: [
        ["Issue date", day(note.issueDate)],
        ["Credits invoice", invoice.number],
        ["Invoice total", money(invoice.amount)],
        // The admin's written reason is too long for this column: the line below carries it.
        ["Reason", CREDIT_NOTE_REASON_LABELS[note.reason]],
      ],
      lines: [
        {
          description: milestoneLine(invoice),
          detail: creditNoteRefundLine({ invoiceNumber: invoice.number, reason: note.reason, decisionReason: note.decisionReason }),
          amount: credited,
        },
      ],
      total: { label: "Total", amount: credited },
      footnote: `Invoice ${invoice.number} of ${money(invoice.amount)} less this credit note: you paid ${money(note.netAmount)} in the end. The refund goes back to the payment method you paid with.`,
    },
    options,
  );
}

/** The invoice's PDF for its customer or an admin, with a download file name. */
export async function invoicePdf(db: Executor, input: { actor: SessionUser; id: string; testMode: boolean }) {
  const invoice = await invoiceById(db, input);
  return { filename: `${invoice.number}.pdf`, pdf: await renderInvoicePdf(invoice, { testMode: input.testMode }) };
}

/** The credit note's PDF for the invoice's customer or an admin, with a download file name. */
export async function creditNotePdf(db: Executor, input: { actor: SessionUser; id: string; testMode: boolean }) {
  const note = await creditNoteById(db, input);
  return { filename: `${note.number}.pdf`, pdf: await renderCreditNotePdf(note, { testMode: input.testMode }) };
}

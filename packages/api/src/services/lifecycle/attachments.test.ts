import { mkdtempSync, readFileSync, readdirSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { messageAttachments } from "@skyhire/db";
import { ATTACHMENT_LIMITS, ATTACHMENT_MESSAGES, DISPUTE_MESSAGES, type SessionUser } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "../../errors";
import { createLocalStorage } from "../../storage";
import { createTestContext, failureOf, type TestContext } from "../../testing";
import { canReadAttachment, openAttachment, pruneUnsentAttachments, storeAttachment } from "./attachments";
import { hiredJob, jobWithProposals } from "./test-fixtures";

let t: TestContext;
const root = mkdtempSync(join(tmpdir(), "skyhire-attachments-"));
const storage = createLocalStorage(root);
const storedFiles = () => readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

let photo: Uint8Array;
const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n" +
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n" +
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
/** A Windows program's first bytes (MZ header), sent as a picture. */
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0, ...new Array<number>(200).fill(0)]);
/** A LAS 1.2 header: `LASF`, then point format 1 at byte 104 (LAZ sets its 0x80 bit). */
const las = (compressed: boolean) => {
  const bytes = new Uint8Array(400);
  bytes.set(new TextEncoder().encode("LASF"));
  bytes[104] = compressed ? 0x81 : 0x01;
  return bytes;
};

beforeAll(async () => {
  t = await createTestContext();
  photo = new Uint8Array(
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer(),
  );
});
afterAll(async () => t?.close());

async function thread() {
  const { customer, job, operators, proposals } = await jobWithProposals(t, 2);
  const operator = operators[0]!.user;
  const conversation = await t.callerFor(customer).messages.open({ jobId: job.id, operatorId: operator.id });
  return {
    customer,
    operator,
    otherOperator: operators[1]!.user,
    conversationId: conversation.id,
    jobId: job.id,
    proposalId: proposals[0]!.id,
  };
}

async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected the call to fail");
}

const upload = (viewer: SessionUser, conversationId: string, fileName: string, bytes: Uint8Array) =>
  storeAttachment(t.db, storage, { viewer, conversationId, fileName, source: { bytes } });

describe("message attachments", () => {
  it("sends a photo with a message: the other party sees it with its preview, downloads it; the preview is a small WebP", async () => {
    const { customer, operator, conversationId } = await thread();
    const stored = await upload(operator, conversationId, "roof.jpg", photo);
    expect(stored).toMatchObject({ name: "roof.jpg", type: "image/jpeg", url: `/api/attachments/${stored.id}` });
    expect(stored.previewUrl).toBe(`/api/attachments/${stored.id}/preview`);

    const sent = await t
      .callerFor(operator)
      .messages.create({ conversationId, body: "Here is the roof", attachmentIds: [stored.id] });
    expect(sent.attachments.map((a) => a.id)).toEqual([stored.id]);

    const page = await t.callerFor(customer).messages.list({ conversationId });
    expect(page.items.at(-1)).toMatchObject({ body: "Here is the roof", attachments: [stored] });

    const file = await openAttachment(t.db, storage, { id: stored.id, viewer: customer, preview: false });
    expect(file).toMatchObject({ contentType: "image/jpeg", name: "roof.jpg" });
    const preview = await openAttachment(t.db, storage, { id: stored.id, viewer: customer, preview: true });
    const meta = await sharp(Buffer.from(await new Response(preview.stream).arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width }).toEqual({ format: "webp", width: ATTACHMENT_LIMITS.previewWidth });
  });

  it("sends a file without text; the conversation list names the file; a message of neither is refused and not stored", async () => {
    const { customer, operator, conversationId } = await thread();
    const asOperator = t.callerFor(operator);
    expect(await failureOf(asOperator.messages.create({ conversationId, body: "  " }))).toEqual({
      code: "BAD_REQUEST",
      message: "Message is required",
    });
    const stored = await upload(operator, conversationId, "survey.pdf", PDF);
    const sent = await asOperator.messages.create({ conversationId, attachmentIds: [stored.id] });
    expect(sent).toMatchObject({ body: "", attachments: [{ id: stored.id, name: "survey.pdf" }] });

    const page = await t.callerFor(customer).messages.list({ conversationId });
    expect(page.items.map((m) => m.body)).toEqual([""]);
    const list = await t.callerFor(customer).messages.conversations({});
    expect(list.items.find((c) => c.id === conversationId)?.lastMessage).toBe("📎 survey.pdf");
  });

  it("previews a HEIC photo (what phones take) like any picture: a WebP of its pixels, upright and in its colours", async () => {
    const { operator, conversationId } = await thread();
    // 640 × 480, red on the left half and blue on the right (made with libheif's heif-enc).
    const heic = new Uint8Array(readFileSync(join(import.meta.dirname, "fixtures", "two-halves.heic")));
    const stored = await upload(operator, conversationId, "IMG_0042.HEIC", heic);
    expect(stored).toMatchObject({ type: "image/heic", previewUrl: `/api/attachments/${stored.id}/preview` });

    const preview = await openAttachment(t.db, storage, { id: stored.id, viewer: operator, preview: true });
    const image = sharp(Buffer.from(await new Response(preview.stream).arrayBuffer()));
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    expect({ format: (await image.metadata()).format, width: info.width, height: info.height }).toEqual({
      format: "webp",
      width: ATTACHMENT_LIMITS.previewWidth,
      height: 360,
    });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [leftRed, , leftBlue] = pixel(60, 180);
    const [rightRed, , rightBlue] = pixel(420, 180);
    expect(leftRed! > 150 && leftBlue! < 100).toBe(true);
    expect(rightBlue! > 150 && rightRed! < 100).toBe(true);
  });

  it("refuses a file that says HEIC but does not decode, storing nothing", async () => {
    const { operator, conversationId } = await thread();
    const heic = readFileSync(join(import.meta.dirname, "fixtures", "two-halves.heic"));
    const before = storedFiles().length;
    const broken = new Uint8Array(heic.subarray(0, 300));
    expect(await refusal(upload(operator, conversationId, "broken.heic", broken))).toEqual({
      code: "BAD_REQUEST",
      message: "broken.heic is not a valid HEIC image. Please select another file.",
    });
    expect(storedFiles().length).toBe(before);
  });

  it("takes PDFs, LAS/LAZ, KMZ and ZIP files by their content, without a preview", async () => {
    const { operator, conversationId } = await thread();
    // A real ZIP holding doc.kml (a KMZ is a ZIP by its bytes; the name tells them apart).
    const zip = Uint8Array.from(
      Buffer.from(
        "UEsDBAoAAAAAAOU1el04588SBwAAAAcAAAAHABwAZG9jLmttbFVUCQAD7dUHa+3VB2t1eAsAAQQAAAAABAAAAAA8a21sLz4KUEsBAh4DCgAAAAAA5TV6XTjnzxIHAAAABwAAAAcAGAAAAAAAAQAAAKSBAAAAAGRvYy5rbWxVVAUAA+3VB2t1eAsAAQQAAAAABAAAAABQSwUGAAAAAAEAAQBNAAAASAAAAAAA",
        "base64",
      ),
    );
    const cases: [string, Uint8Array, string][] = [
      ["report.pdf", PDF, "application/pdf"],
      ["cloud.las", las(false), "application/vnd.las"],
      ["cloud.laz", las(true), "application/vnd.laszip"],
      ["site.kmz", zip, "application/vnd.google-earth.kmz"],
      ["outputs.zip", zip, "application/zip"],
    ];
    for (const [name, bytes, type] of cases) {
      expect(await upload(operator, conversationId, name, bytes)).toMatchObject({ name, type, previewUrl: null });
    }
  });

  it("keeps a TIFF as sent, with a preview when it decodes as a picture and without one when it does not", async () => {
    const { operator, conversationId } = await thread();
    const tiff = new Uint8Array(
      await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 160, b: 60 } } }).tiff().toBuffer(),
    );
    const ortho = await upload(operator, conversationId, "ortho.tif", tiff);
    expect(ortho).toMatchObject({ type: "image/tiff", size: tiff.byteLength, previewUrl: `/api/attachments/${ortho.id}/preview` });
    const preview = await openAttachment(t.db, storage, { id: ortho.id, viewer: operator, preview: true });
    const meta = await sharp(Buffer.from(await new Response(preview.stream).arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width }).toEqual({ format: "webp", width: ATTACHMENT_LIMITS.previewWidth });

    // A TIFF header with no readable image behind it (as sharp sees some elevation models): kept, no preview.
    const unreadable = new Uint8Array(tiff.byteLength);
    unreadable.set(tiff.subarray(0, 16));
    const dem = await upload(operator, conversationId, "dem.tif", unreadable);
    expect(dem).toMatchObject({ type: "image/tiff", previewUrl: null });
  });

  it("refuses a renamed program with a clear message, a text file, an empty file and an oversized one, storing nothing", async () => {
    const { operator, conversationId } = await thread();
    const before = storedFiles().length;
    expect(await refusal(upload(operator, conversationId, "holiday.jpg", EXE))).toEqual({
      code: "BAD_REQUEST",
      message: ATTACHMENT_MESSAGES.executable("holiday.jpg"),
    });
    expect(await refusal(upload(operator, conversationId, "notes.pdf", new TextEncoder().encode("plain text")))).toEqual({
      code: "BAD_REQUEST",
      message: ATTACHMENT_MESSAGES.wrongType("notes.pdf"),
    });
    expect((await refusal(upload(operator, conversationId, "empty.zip", new Uint8Array()))).code).toBe("BAD_REQUEST");
    // Over 200 MB on disk (sparse): refused by its size before anything is read.
    const big = join(mkdtempSync(join(tmpdir(), "skyhire-big-")), "huge.zip");
    writeFileSync(big, "");
    truncateSync(big, ATTACHMENT_LIMITS.maxBytes + 1);
    expect(
      await refusal(storeAttachment(t.db, storage, { viewer: operator, conversationId, fileName: "huge.zip", source: { path: big } })),
    ).toEqual({ code: "PAYLOAD_TOO_LARGE", message: ATTACHMENT_MESSAGES.tooLarge("huge.zip") });
    expect(storedFiles().length).toBe(before);
  });

  it("refuses a PDF that runs scripts (the upload checks)", async () => {
    const { operator, conversationId } = await thread();
    const active = new TextEncoder().encode(
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n" +
        "2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    );
    expect((await refusal(upload(operator, conversationId, "invoice.pdf", active))).message).toMatch(/scripts or actions/);
  });

  it("lets only a party upload into a conversation", async () => {
    const { otherOperator, conversationId } = await thread();
    expect((await refusal(upload(otherOperator, conversationId, "x.pdf", PDF))).code).toBe("FORBIDDEN");
  });

  it("takes at most 5 files per message, only the sender's unsent uploads of that conversation", async () => {
    const { customer, operator, conversationId } = await thread();
    const asOperator = t.callerFor(operator);
    const six = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(operator, conversationId, `p${i}.pdf`, PDF)));
    expect(
      await failureOf(asOperator.messages.create({ conversationId, body: "all", attachmentIds: six.map((a) => a.id) })),
    ).toEqual({ code: "BAD_REQUEST", message: ATTACHMENT_MESSAGES.tooMany });

    const theirs = await upload(customer, conversationId, "c.pdf", PDF);
    expect(
      await failureOf(asOperator.messages.create({ conversationId, body: "not mine", attachmentIds: [theirs.id] })),
    ).toEqual({ code: "BAD_REQUEST", message: ATTACHMENT_MESSAGES.unknown });

    await asOperator.messages.create({ conversationId, body: "five", attachmentIds: six.slice(0, 5).map((a) => a.id) });
    expect(
      await failureOf(asOperator.messages.create({ conversationId, body: "again", attachmentIds: [six[0]!.id] })),
    ).toEqual({ code: "BAD_REQUEST", message: ATTACHMENT_MESSAGES.unknown });
    // A refused message is not stored.
    const page = await asOperator.messages.list({ conversationId });
    expect(page.items.map((m) => m.body)).toEqual(["five"]);
  });

  it("serves a file to both parties, and to an admin once the job is in a dispute; a stranger, a signed-out visitor and another operator get 404", async () => {
    const { customer, operator, otherOperator, conversationId, jobId, proposalId } = await thread();
    const stored = await upload(customer, conversationId, "brief.pdf", PDF);
    const open = (viewer: SessionUser | null) => openAttachment(t.db, storage, { id: stored.id, viewer, preview: false });

    // Unsent: only its uploader.
    await expect(open(customer)).resolves.toMatchObject({ contentType: "application/pdf" });
    expect((await refusal(open(operator))).code).toBe("NOT_FOUND");

    await t.callerFor(customer).messages.create({ conversationId, body: "The brief", attachmentIds: [stored.id] });
    const admin = await t.makeUser({ role: "admin" });
    const stranger = await t.makeUser({ role: "customer" });
    for (const viewer of [customer, operator]) {
      await expect(open(viewer)).resolves.toMatchObject({ name: "brief.pdf" });
    }
    // An admin has no part in a deal going well: 404, as for anyone else.
    expect(await refusal(open(admin))).toEqual({ code: "NOT_FOUND", message: ATTACHMENT_MESSAGES.notFound });
    const asCustomer = t.callerFor(customer);
    await asCustomer.proposals.accept({ id: proposalId });
    await asCustomer.escrow.pay({ jobId });
    const [milestone] = (await asCustomer.milestones.list({ id: jobId })).items;
    await asCustomer.disputes.open({
      milestoneId: milestone!.id,
      reason: "not_delivered",
      text: "Nothing was flown on the agreed day.",
    });
    await expect(open(admin)).resolves.toMatchObject({ name: "brief.pdf" });
    for (const viewer of [stranger, otherOperator, null]) {
      expect(await refusal(open(viewer))).toEqual({ code: "NOT_FOUND", message: ATTACHMENT_MESSAGES.notFound });
    }
    expect((await refusal(openAttachment(t.db, storage, { id: stored.id, viewer: customer, preview: true }))).code).toBe("NOT_FOUND");
    expect((await refusal(openAttachment(t.db, storage, { id: "../etc/passwd", viewer: admin, preview: false }))).code).toBe(
      "NOT_FOUND",
    );
  });

  it("canReadAttachment: the parties of a sent file, admins only in a dispute or a support thread; an unsent one only its uploader", () => {
    const conversation = { customerId: "c", operatorId: "o", kind: "job", disputed: false };
    const sent = { uploaderId: "o", messageId: "m" };
    expect(canReadAttachment({ id: "c", role: "customer" }, sent, conversation)).toBe(true);
    expect(canReadAttachment({ id: "o", role: "operator" }, sent, conversation)).toBe(true);
    expect(canReadAttachment({ id: "a", role: "admin" }, sent, conversation)).toBe(false);
    expect(canReadAttachment({ id: "a", role: "admin" }, sent, { ...conversation, disputed: true })).toBe(true);
    expect(canReadAttachment({ id: "a", role: "admin" }, sent, { ...conversation, kind: "support", operatorId: null })).toBe(true);
    expect(canReadAttachment({ id: "x", role: "operator" }, sent, conversation)).toBe(false);
    expect(canReadAttachment(null, sent, conversation)).toBe(false);
    expect(canReadAttachment({ id: "c", role: "customer" }, { uploaderId: "o", messageId: null }, conversation)).toBe(false);
  });

  it("canReadAttachment: a dispute's sent evidence for its parties and always for admins", () => {
    const evidence = { customerId: "c", operatorId: "o", kind: "dispute", disputed: true };
    const sent = { uploaderId: "c", messageId: null, disputeId: "d" };
    expect(canReadAttachment({ id: "c", role: "customer" }, sent, evidence)).toBe(true);
    expect(canReadAttachment({ id: "o", role: "operator" }, sent, evidence)).toBe(true);
    expect(canReadAttachment({ id: "a", role: "admin" }, sent, evidence)).toBe(true);
    expect(canReadAttachment({ id: "x", role: "customer" }, sent, evidence)).toBe(false);
    expect(canReadAttachment({ id: "o", role: "operator" }, { ...sent, disputeId: null }, evidence)).toBe(false);
  });

  it("removes uploads never sent after a day, bytes included", async () => {
    const { operator, conversationId } = await thread();
    const stored = await upload(operator, conversationId, "old.jpg", photo);
    const files = storedFiles().length;
    expect(await pruneUnsentAttachments(t.db, storage, new Date(Date.now() + ATTACHMENT_LIMITS.pendingTtlMs - 60_000))).toBe(0);
    expect(await pruneUnsentAttachments(t.db, storage, new Date(Date.now() + ATTACHMENT_LIMITS.pendingTtlMs + 60_000))).toBeGreaterThan(0);
    expect(await t.db.select().from(messageAttachments).where(eq(messageAttachments.id, stored.id))).toEqual([]);
    expect(storedFiles().length).toBeLessThanOrEqual(files - 2);
  });
});

describe("dispute evidence", () => {
  async function funded() {
    const deal = await hiredJob(t, 2);
    const [milestone] = (await t.callerFor(deal.customer).milestones.list({ id: deal.job.id })).items;
    return {
      customer: deal.customer,
      operator: deal.operator.user,
      otherOperator: deal.operators[1]!.user,
      jobId: deal.job.id,
      milestoneId: milestone!.id,
    };
  }
  const evidence = (viewer: SessionUser, milestoneId: string, fileName: string, bytes: Uint8Array) =>
    storeAttachment(t.db, storage, { viewer, milestoneId, fileName, source: { bytes } });

  it("goes with the opening and the thread's messages: the parties and admins read it with previews, nobody else", async () => {
    const { customer, operator, otherOperator, milestoneId } = await funded();
    const photoOfRoof = await evidence(customer, milestoneId, "wrong-roof.jpg", photo);
    expect(photoOfRoof.previewUrl).toBe(`/api/attachments/${photoOfRoof.id}/preview`);
    const read = (viewer: SessionUser | null, id: string, preview = false) => openAttachment(t.db, storage, { id, viewer, preview });
    // Not sent yet: only its uploader.
    expect((await refusal(read(operator, photoOfRoof.id))).code).toBe("NOT_FOUND");

    const opened = await t.callerFor(customer).disputes.open({
      milestoneId,
      reason: "not_as_described",
      text: "The photos show the wrong building.",
      attachmentIds: [photoOfRoof.id],
    });
    expect(opened.evidence).toEqual([photoOfRoof]);

    const log = await evidence(operator, milestoneId, "flight-log.pdf", PDF);
    const answer = await t.callerFor(operator).disputes.message({ id: opened.id, body: "Here is the flight log.", attachmentIds: [log.id] });
    expect(answer.attachments).toEqual([log]);

    const admin = await t.makeUser({ role: "admin" });
    const stranger = await t.makeUser({ role: "customer" });
    for (const viewer of [customer, operator, admin]) {
      const view = await t.callerFor(viewer).disputes.byId({ id: opened.id });
      expect(view.evidence).toEqual([photoOfRoof]);
      expect(view.messages.map((m) => m.attachments)).toEqual([[log]]);
      await expect(read(viewer, photoOfRoof.id)).resolves.toMatchObject({ name: "wrong-roof.jpg", contentType: "image/jpeg" });
      await expect(read(viewer, photoOfRoof.id, true)).resolves.toMatchObject({ contentType: "image/webp" });
      await expect(read(viewer, log.id)).resolves.toMatchObject({ name: "flight-log.pdf" });
    }
    for (const viewer of [stranger, otherOperator, null]) {
      expect(await refusal(read(viewer, photoOfRoof.id))).toEqual({ code: "NOT_FOUND", message: ATTACHMENT_MESSAGES.notFound });
      expect((await refusal(read(viewer, log.id))).code).toBe("NOT_FOUND");
    }
  });

  it("only the milestone's parties upload evidence, and a message carries only its sender's unsent evidence of that dispute", async () => {
    const { customer, operator, otherOperator, milestoneId, jobId } = await funded();
    const admin = await t.makeUser({ role: "admin" });
    for (const viewer of [otherOperator, admin]) {
      expect(await refusal(evidence(viewer, milestoneId, "x.pdf", PDF))).toEqual({ code: "FORBIDDEN", message: DISPUTE_MESSAGES.notAParty });
    }
    expect((await refusal(evidence(customer, "no-such-milestone", "x.pdf", PDF))).code).toBe("NOT_FOUND");
    expect((await refusal(evidence(customer, milestoneId, "holiday.jpg", EXE))).message).toBe(ATTACHMENT_MESSAGES.executable("holiday.jpg"));

    const theirs = await evidence(operator, milestoneId, "theirs.pdf", PDF);
    const unknown = { code: "BAD_REQUEST", message: ATTACHMENT_MESSAGES.unknown };
    const values = { milestoneId, reason: "late" as const, text: "Nothing arrived by the due date." };
    // Someone else's upload refuses the whole dispute: nothing is opened.
    expect(await failureOf(t.callerFor(customer).disputes.open({ ...values, attachmentIds: [theirs.id] }))).toEqual(unknown);
    // A file uploaded into a conversation is not evidence.
    const conversation = await t.callerFor(customer).messages.open({ jobId, operatorId: operator.id });
    const inConversation = await upload(customer, conversation.id, "chat.pdf", PDF);
    expect(await failureOf(t.callerFor(customer).disputes.open({ ...values, attachmentIds: [inConversation.id] }))).toEqual(unknown);
    const dispute = await t.callerFor(customer).disputes.open(values);
    expect(dispute.evidence).toEqual([]);
    expect(await failureOf(t.callerFor(customer).disputes.message({ id: dispute.id, body: "Mine?", attachmentIds: [theirs.id] }))).toEqual(unknown);
    expect(await failureOf(t.callerFor(admin).disputes.message({ id: dispute.id, body: "Admin", attachmentIds: [theirs.id] }))).toEqual(unknown);
    // Sent once; a second message cannot carry it again.
    await t.callerFor(operator).disputes.message({ id: dispute.id, body: "My log.", attachmentIds: [theirs.id] });
    expect(await failureOf(t.callerFor(operator).disputes.message({ id: dispute.id, body: "Again.", attachmentIds: [theirs.id] }))).toEqual(unknown);
    const view = await t.callerFor(customer).disputes.byId({ id: dispute.id });
    expect(view.messages.map((m) => [m.body, m.attachments.map((a) => a.name)])).toEqual([["My log.", ["theirs.pdf"]]]);
  });

  it("is kept after a day, while unsent evidence is removed like any unsent upload", async () => {
    const { customer, milestoneId } = await funded();
    const sent = await evidence(customer, milestoneId, "sent.pdf", PDF);
    const unsent = await evidence(customer, milestoneId, "unsent.pdf", PDF);
    await t.callerFor(customer).disputes.open({ milestoneId, reason: "late", text: "Nothing arrived by the due date.", attachmentIds: [sent.id] });
    await pruneUnsentAttachments(t.db, storage, new Date(Date.now() + ATTACHMENT_LIMITS.pendingTtlMs + 60_000));
    const left = await t.db.select({ id: messageAttachments.id }).from(messageAttachments).where(eq(messageAttachments.milestoneId, milestoneId));
    expect(left.map((r) => r.id)).toEqual([sent.id]);
    expect(left.map((r) => r.id)).not.toContain(unsent.id);
  });
});

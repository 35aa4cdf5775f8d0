import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ATTACHMENT_MESSAGES, UPLOAD_MESSAGES, type MessageAttachment, type SessionUser } from "@skyhire/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hiredJob, jobWithProposals } from "../services/lifecycle/test-fixtures";
import { createLocalStorage } from "../storage";
import { createTestContext, type TestContext } from "../testing";
import { createAttachmentUploads, handleAttachmentGet, handleAttachmentUpload, pruneExpiredAttachmentUploads } from "./attachments";
import { startRestTestServer, type RestTestServer } from "./test-server";

let t: TestContext;
let server: RestTestServer;
const storage = createLocalStorage(mkdtempSync(join(tmpdir(), "skyhire-attachments-rest-")));
const incoming = mkdtempSync(join(tmpdir(), "skyhire-attachments-incoming-"));
const uploads = createAttachmentUploads(incoming);

beforeAll(async () => {
  t = await createTestContext();
  server = await startRestTestServer(t);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n" +
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n" +
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
const ELF = Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array<number>(120).fill(0)]);
const BASE = "http://localhost";
const b64 = (text: string) => Buffer.from(text).toString("base64");

const tus = (user: SessionUser | null, method: string, path: string, init: { headers?: Record<string, string>; body?: Uint8Array } = {}) =>
  handleAttachmentUpload(
    new Request(`${BASE}${path}`, {
      method,
      headers: { "tus-resumable": "1.0.0", ...init.headers },
      body: init.body ? Buffer.from(init.body) : undefined,
    }),
    t.contextFor(user),
    storage,
    uploads,
  );

const create = (user: SessionUser | null, conversationId: string, fileName: string, size: number) =>
  tus(user, "POST", "/api/attachments/uploads", {
    headers: { "upload-length": String(size), "upload-metadata": `conversationId ${b64(conversationId)},filename ${b64(fileName)}` },
  });

const patch = (user: SessionUser, location: string, offset: number, body: Uint8Array) =>
  tus(user, "PATCH", location, {
    headers: { "upload-offset": String(offset), "content-type": "application/offset+octet-stream" },
    body,
  });

async function thread() {
  const { customer, job, operators } = await jobWithProposals(t, 2);
  const operator = operators[0]!.user;
  const conversation = await t.callerFor(customer).messages.open({ jobId: job.id, operatorId: operator.id });
  return { customer, operator, otherOperator: operators[1]!.user, conversationId: conversation.id };
}

describe("resumable attachment uploads (tus) and POST /api/conversations/{id}/messages with attachments", () => {
  it("uploads a file in two chunks, sends it in a message over REST; the parties download it, others get 404", async () => {
    const { customer, operator, otherOperator, conversationId } = await thread();
    const created = await create(operator, conversationId, "survey.pdf", PDF.byteLength);
    expect(created.status).toBe(201);
    const location = created.headers.get("location") ?? "";
    expect(location).toMatch(/^\/api\/attachments\/uploads\/\w+/);

    // Someone else cannot continue, read or end it.
    expect((await patch(otherOperator, location, 0, PDF)).status).toBe(404);
    expect((await tus(customer, "HEAD", location)).status).toBe(404);
    expect((await tus(operator, "GET", location)).status).toBe(405);

    const half = 100;
    const first = await patch(operator, location, 0, PDF.subarray(0, half));
    expect(first.status).toBe(204);
    const head = await tus(operator, "HEAD", location);
    expect(head.headers.get("upload-offset")).toBe(String(half));
    const last = await patch(operator, location, half, PDF.subarray(half));
    expect(last.status).toBe(200);
    const attachment = (await last.json()) as MessageAttachment;
    expect(attachment).toMatchObject({ name: "survey.pdf", type: "application/pdf", previewUrl: null });
    // The collected bytes are gone once checked and stored.
    expect(readdirSync(incoming)).toEqual([]);

    const sent = await server.request(`/api/conversations/${conversationId}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ body: "The survey", attachmentIds: [attachment.id] }),
      asUserId: operator.id,
    });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ body: "The survey", attachments: [attachment] });

    const listed = await server.request(`/api/conversations/${conversationId}/messages`, { asUserId: customer.id });
    expect(await listed.text()).toContain(attachment.url);

    const download = await handleAttachmentGet(t.contextFor(customer), attachment.id, false, storage);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="survey.pdf"/);
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
    const stranger = await t.makeUser();
    for (const viewer of [otherOperator, stranger, null]) {
      const refused = await handleAttachmentGet(t.contextFor(viewer), attachment.id, false, storage);
      expect(refused.status).toBe(404);
    }
  });

  it("lets only a party start an upload, refuses one over 200 MB and a renamed program with its message", async () => {
    const { operator, otherOperator, conversationId } = await thread();
    expect((await create(otherOperator, conversationId, "x.pdf", 10)).status).toBe(403);
    expect((await create(null, conversationId, "x.pdf", 10)).status).toBe(401);
    const huge = await create(operator, conversationId, "huge.zip", 200 * 1024 * 1024 + 1);
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ message: ATTACHMENT_MESSAGES.tooLarge("huge.zip") });

    const created = await create(operator, conversationId, "photo.jpg", ELF.byteLength);
    const refused = await patch(operator, created.headers.get("location") ?? "", 0, ELF);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: ATTACHMENT_MESSAGES.executable("photo.jpg") });
    expect(readdirSync(incoming)).toEqual([]);
  });

  it("refuses a file name with a NUL byte or a line break with 400 and its reason, before any byte is sent (security finding 4)", async () => {
    const { operator, conversationId } = await thread();
    for (const name of ["a\u0000.pdf", "a\n.pdf"]) {
      const refused = await create(operator, conversationId, name, PDF.byteLength);
      expect(refused.status, JSON.stringify(name)).toBe(400);
      expect(await refused.json()).toMatchObject({ message: UPLOAD_MESSAGES.badFileName });
    }
    expect(readdirSync(incoming)).toEqual([]);
  });

  it("sends nothing with a message over REST when an attachment id is not the sender's", async () => {
    const { customer, operator, conversationId } = await thread();
    const created = await create(customer, conversationId, "brief.pdf", PDF.byteLength);
    const theirs = (await (await patch(customer, created.headers.get("location") ?? "", 0, PDF)).json()) as MessageAttachment;
    const refused = await server.request(`/api/conversations/${conversationId}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ body: "Mine now", attachmentIds: [theirs.id] }),
      asUserId: operator.id,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: ATTACHMENT_MESSAGES.unknown });
  });

  it("keeps an unfinished upload until it expires", async () => {
    const { operator, conversationId } = await thread();
    await create(operator, conversationId, "later.pdf", PDF.byteLength);
    expect(await pruneExpiredAttachmentUploads(uploads)).toBe(0);
    expect(readdirSync(incoming).length).toBeGreaterThan(0);
  });
});

describe("dispute evidence over REST: tus uploads with milestoneId, POST /api/disputes and /api/disputes/{id}/messages with attachmentIds", () => {
  const createFor = (user: SessionUser, metadata: Record<string, string>, size: number) =>
    tus(user, "POST", "/api/attachments/uploads", {
      headers: {
        "upload-length": String(size),
        "upload-metadata": Object.entries(metadata)
          .map(([key, value]) => `${key} ${b64(value)}`)
          .join(","),
      },
    });
  async function uploadEvidence(user: SessionUser, milestoneId: string, fileName: string) {
    const created = await createFor(user, { milestoneId, filename: fileName }, PDF.byteLength);
    expect(created.status).toBe(201);
    const done = await patch(user, created.headers.get("location") ?? "", 0, PDF);
    expect(done.status).toBe(200);
    return (await done.json()) as MessageAttachment;
  }
  const post = (path: string, body: unknown, asUserId: string) =>
    server.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), asUserId });

  it("opens a dispute and answers in it with evidence; parties and admins download it, others get 404; a foreign upload id is a 400", async () => {
    const deal = await hiredJob(t, 2);
    const [milestone] = (await t.callerFor(deal.customer).milestones.list({ id: deal.job.id })).items;
    const milestoneId = milestone!.id;
    const operator = deal.operator.user;
    const otherOperator = deal.operators[1]!.user;

    // Only a party starts an upload into the milestone's dispute; a place is named exactly once.
    expect((await createFor(otherOperator, { milestoneId, filename: "x.pdf" }, 10)).status).toBe(403);
    expect((await createFor(deal.customer, { milestoneId, conversationId: "c", filename: "x.pdf" }, 10)).status).toBe(400);

    const proof = await uploadEvidence(deal.customer, milestoneId, "proof.pdf");
    const foreign = await uploadEvidence(operator, milestoneId, "log.pdf");
    const text = "Nothing arrived by the due date.";
    const refused = await post("/api/disputes", { milestoneId, reason: "late", text, attachmentIds: [foreign.id] }, deal.customer.id);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: ATTACHMENT_MESSAGES.unknown });

    const opened = await post("/api/disputes", { milestoneId, reason: "late", text, attachmentIds: [proof.id] }, deal.customer.id);
    expect(opened.status).toBe(200);
    const dispute = (await opened.json()) as { id: string; evidence: MessageAttachment[] };
    expect(dispute.evidence).toEqual([proof]);
    const answered = await post(`/api/disputes/${dispute.id}/messages`, { body: "My flight log.", attachmentIds: [foreign.id] }, operator.id);
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ attachments: [foreign] });
    const notMine = await post(`/api/disputes/${dispute.id}/messages`, { body: "Again", attachmentIds: [proof.id] }, operator.id);
    expect(notMine.status).toBe(400);

    const admin = await t.makeUser({ role: "admin" });
    const stranger = await t.makeUser();
    for (const viewer of [deal.customer, operator, admin]) {
      for (const file of [proof, foreign]) expect((await handleAttachmentGet(t.contextFor(viewer), file.id, false, storage)).status).toBe(200);
    }
    for (const viewer of [stranger, otherOperator, null]) {
      expect((await handleAttachmentGet(t.contextFor(viewer), proof.id, false, storage)).status).toBe(404);
    }
  });
});

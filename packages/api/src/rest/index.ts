export { handleRestRequest, isPublicRead, publicReadOf } from "./handler";
export { handleTrpcRequest } from "./trpc-endpoint";
export { errorAnswer, errorResponse, jsonResponse, PROBLEM_CONTENT_TYPE, type RestAnswer } from "./errors";
export { handleInvoicePdfRequest, handleStripeWebhookRequest } from "./lifecycle-http";
export { openApiDocument } from "./openapi";
export { MAX_JSON_BODY_BYTES, MULTIPART_OVERHEAD_BYTES } from "./http-limits";
export { csrfCheck, requireJson } from "./request-guards";
export { matchOperation, OPERATIONS, type Operation, type RestOperation } from "./operations";
export { contentDisposition, handleDocumentGet, handleUploadGet, handleUploadPost } from "./uploads";

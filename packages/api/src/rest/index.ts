export { handleRestRequest, isPublicRead } from "./handler";
export { errorResponse, HTTP_STATUS_BY_TRPC_CODE, jsonResponse } from "./errors";
export { csrfCheck, MAX_JSON_BODY_BYTES, requireJson } from "./request-guards";
export { matchRoute, REST_ROUTES, type RestRoute } from "./routes";
export {
  contentDisposition,
  handleDocumentGet,
  handleUploadGet,
  handleUploadPost,
  MULTIPART_OVERHEAD_BYTES,
} from "./uploads";

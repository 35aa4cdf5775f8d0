import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { LIVE_EVENTS_PATH, openApiDocument } from "./openapi";
import { allProcedures, OPERATIONS } from "./operations";

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

function documentedOperations() {
  const document = openApiDocument();
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ name: `${method.toUpperCase()} ${path}`, operation }] : [];
    }),
  );
}

type ResponseOrRef = NonNullable<NonNullable<ReturnType<typeof openApiDocument>["components"]>["responses"]>[string];

/** A response as operations read it: a shared one (`$ref` to `components.responses`) followed. */
function followed(response: ResponseOrRef | undefined): ResponseOrRef | undefined {
  if (!response || !("$ref" in response)) return response;
  return openApiDocument().components?.responses?.[response.$ref.replace("#/components/responses/", "")];
}

describe("the OpenAPI document (/api/openapi.json)", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(openApiDocument())) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("has an operation for every procedure that declares one, and for no other", () => {
    const declared = allProcedures()
      .filter(({ meta }) => meta.rest)
      .map(({ meta }) => `${meta.rest?.method} ${meta.rest?.path}`)
      .sort();
    const procedures = documentedOperations().filter(({ name }) => name !== `GET ${LIVE_EVENTS_PATH}`);
    expect(procedures.map(({ name }) => name).sort()).toEqual(declared);
    expect(declared).toHaveLength(OPERATIONS.length);
  });

  it("gives every operation a summary, its parameters, its auth requirement and problem-details errors with examples", () => {
    for (const { name, operation } of documentedOperations()) {
      expect(operation.summary, name).toBeTruthy();
      expect(operation.description, name).toMatch(/Who may call it: /);
      expect(Array.isArray(operation.security), name).toBe(true);
      const pathParams = [...name.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const parameters = (operation.parameters ?? []).flatMap((parameter) =>
        "in" in parameter && parameter.in === "path" ? [parameter.name] : [],
      );
      expect(parameters.sort(), name).toEqual(pathParams.sort());
      const responses = operation.responses ?? {};
      expect(Object.keys(responses).some((status) => status.startsWith("2")), name).toBe(true);
      // The live event stream takes no input to refuse.
      for (const status of name === `GET ${LIVE_EVENTS_PATH}` ? ["401", "500"] : ["400", "500"]) {
        const response = followed(responses[status]);
        const media = response && "content" in response ? response.content?.["application/problem+json"] : undefined;
        expect(media?.examples?.example, `${name} ${status}`).toBeDefined();
      }
    }
  });

  it("describes every success body: a schema with a type for each operation, a list's items as an array", () => {
    // Those still to describe are named in operations.test.ts.
    const undescribed = new Set(OPERATIONS.filter((o) => o.output === undefined).map((o) => `${o.method} ${o.path}`));
    for (const { name, operation } of documentedOperations()) {
      if (undescribed.has(name)) continue;
      const [status, response] = Object.entries(operation.responses ?? {}).find(([code]) => code.startsWith("2")) ?? [];
      const content = response && "content" in response ? response.content : undefined;
      const schema = (content?.["application/json"] ?? content?.["text/event-stream"])?.schema;
      const described = schema && ("type" in schema || "anyOf" in schema || "$ref" in schema);
      expect(described, `${name} ${status}`).toBeTruthy();
    }
    const operations = Object.fromEntries(documentedOperations().map(({ name, operation }) => [name, operation]));
    const listing = operations["GET /api/listings"]?.responses?.["200"];
    const body = listing && "content" in listing ? listing.content?.["application/json"]?.schema : undefined;
    expect(body).toMatchObject({ type: "array", items: { type: "object", required: expect.arrayContaining(["id", "title", "price", "operator"]) } });
  });

  it("names a shape several answers share once, under components, and every operation answering it refers to that one", () => {
    const document = openApiDocument();
    const operations = Object.fromEntries(documentedOperations().map(({ name, operation }) => [name, operation]));
    const bodyOf = (name: string, status: string) => {
      const response = operations[name]?.responses?.[status];
      return response && "content" in response ? response.content?.["application/json"]?.schema : undefined;
    };
    // A listing's cover photo: on a search result and on an operator page's listing.
    const coverPhoto = { anyOf: [{ $ref: "#/components/schemas/ListingPhoto" }, { type: "null" }] };
    expect(bodyOf("GET /api/listings", "200")).toMatchObject({ items: { properties: { coverPhoto } } });
    expect(bodyOf("GET /api/operators/{id}", "200")).toMatchObject({ properties: { listings: { items: { properties: { coverPhoto } } } } });
    expect(document.components?.schemas?.ListingPhoto).toMatchObject({ type: "object", required: expect.arrayContaining(["id", "variants"]) });
    // A proposal: made, withdrawn, and accepted (beside its payment).
    const proposal = { $ref: "#/components/schemas/Proposal" };
    expect(bodyOf("POST /api/requests/{jobId}/proposals", "201")).toEqual(proposal);
    expect(bodyOf("POST /api/proposals/{id}/withdraw", "200")).toEqual(proposal);
    expect(bodyOf("POST /api/proposals/{id}/accept", "200")).toMatchObject({ properties: { proposal, payment: { $ref: "#/components/schemas/Payment" } } });
    // Named shapes keep the answer's JSON: dates as ISO 8601 strings.
    expect(document.components?.schemas?.Proposal).toMatchObject({ properties: { createdAt: { type: "string", format: "date-time" } } });
    // A refusal is one shared response per status.
    for (const { name, operation } of documentedOperations()) {
      expect(operation.responses?.["500"], name).toEqual({ $ref: "#/components/responses/InternalServerError" });
    }
  });

  it("shows dates as ISO 8601 strings and decimals as text, as JSON carries them", () => {
    const operations = Object.fromEntries(documentedOperations().map(({ name, operation }) => [name, operation]));
    const listing = operations["GET /api/listings/{id}"]?.responses?.["200"];
    const schema = listing && "content" in listing ? listing.content?.["application/json"]?.schema : undefined;
    const properties = schema && "properties" in schema ? schema.properties ?? {} : {};
    expect(properties.createdAt).toMatchObject({ type: "string", format: "date-time" });
    expect(properties.price).toMatchObject({ type: "string" });
  });

  it("documents the live event stream: text/event-stream, the session or a token, problem details with Retry-After on 429", () => {
    const events = openApiDocument().paths?.[LIVE_EVENTS_PATH]?.get;
    expect(events?.security).toEqual([{ session: [] }, { token: [] }]);
    const ok = events?.responses?.["200"];
    expect(ok && "content" in ok ? Object.keys(ok.content ?? {}) : []).toEqual(["text/event-stream"]);
    const limited = followed(events?.responses?.["429"]);
    expect(limited && "headers" in limited ? Object.keys(limited.headers ?? {}) : []).toEqual(["retry-after"]);
    expect(Object.keys(events?.responses ?? {})).toEqual(expect.arrayContaining(["401", "403", "429"]));
  });

  it("declares every tag an operation uses, each with a description", () => {
    const document = openApiDocument();
    const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
    for (const { name, operation } of documentedOperations()) {
      for (const tag of operation.tags ?? []) expect(declared.get(tag), `${name}: tag ${tag}`).toEqual(expect.any(String));
    }
    expect(declared.get("listings")).toContain("catalogue");
  });

  it("documents WWW-Authenticate on every 401", () => {
    for (const { name, operation } of documentedOperations()) {
      const refused = followed(operation.responses?.["401"]);
      expect(refused && "headers" in refused ? Object.keys(refused.headers ?? {}) : [], name).toContain("www-authenticate");
    }
  });

  it("documents Retry-After on every 429, and the search's details as headers of GET /api/listings", () => {
    for (const { name, operation } of documentedOperations()) {
      const limited = followed(operation.responses?.["429"]);
      expect(limited && "headers" in limited ? Object.keys(limited.headers ?? {}) : [], name).toContain("retry-after");
    }
    const operations = Object.fromEntries(documentedOperations().map(({ name, operation }) => [name, operation]));
    const page = operations["GET /api/listings"]?.responses?.["200"];
    expect(page && "headers" in page ? Object.keys(page.headers ?? {}) : []).toEqual(
      expect.arrayContaining(["link", "x-total-count", "x-search-sort", "x-search-match", "x-search-near"]),
    );
  });

  it("asks for the session or a token on operations that need a signed-in caller, and not on public reads", () => {
    const operations = Object.fromEntries(documentedOperations().map(({ name, operation }) => [name, operation]));
    expect(operations["GET /api/listings"]?.security).toEqual([]);
    expect(operations["POST /api/requests"]?.security).toEqual([{ session: [] }, { token: [] }]);
    expect(operations["POST /api/requests"]?.responses?.["401"]).toBeDefined();
  });

  it("documents the query parameters of a search and the body of a create", () => {
    const operations = Object.fromEntries(documentedOperations().map(({ name, operation }) => [name, operation]));
    const query = (operations["GET /api/listings"]?.parameters ?? []).flatMap((parameter) =>
      "in" in parameter && parameter.in === "query" ? [parameter.name] : [],
    );
    expect(query).toEqual(expect.arrayContaining(["q", "category", "page", "pageSize", "cursor"]));
    const body = operations["POST /api/requests"]?.requestBody;
    expect(body && "content" in body ? body.content["application/json"]?.schema : undefined).toMatchObject({
      type: "object",
      required: expect.arrayContaining(["title"]),
    });
  });
});

describe("the amounts of an operator whose prices exclude tax (docs/product.md#invoices)", () => {
  it("are documented as nets, charged at net × (1 + rate) rounded half up, on the proposal and milestone writes", () => {
    const operations = new Map(documentedOperations().map(({ name, operation }) => [name, operation.description ?? ""]));
    for (const name of ["POST /api/requests/{jobId}/proposals", "PUT /api/proposals/{id}", "POST /api/jobs/{id}/milestones"]) {
      const description = operations.get(name);
      expect(description, name).toContain("prices exclude it");
      expect(description, name).toContain("the amounts sent are nets");
      expect(description, name).toContain("net × (1 + rate), rounded half up to the cent once per milestone");
    }
    expect(operations.get("POST /api/jobs/{id}/milestones")).toContain("adding up to its net quote (`tax.net`)");
    expect(operations.get("POST /api/jobs/{id}/milestones")).toContain("the rate the proposal was sent with");
  });
});

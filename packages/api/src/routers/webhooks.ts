import {
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  webhookDeliveryIdSchema,
  webhookEndpointIdSchema,
} from "@skyhire/validators";
import {
  webhookDeliveriesListResponse,
  webhookDeliveryResponse,
  webhookEndpointCreatedResponse,
  webhookEndpointDeletedResponse,
  webhookEndpointResponse,
  webhookEndpointsListResponse,
} from "@skyhire/validators/responses";
import { documented } from "../documented-output";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  rotateWebhookSecret,
  listWebhookDeliveries,
  listWebhookEndpoints,
  retryWebhookDelivery,
  sendTestWebhook,
  updateWebhookEndpoint,
  webhookEndpointById,
} from "../services/webhooks/endpoints";
import { protectedProcedure, router } from "../trpc";

/**
 * Webhook endpoints (docs/api.md#webhooks): each account manages its own, by session or by token
 * (writes need the write scope); another account's endpoint is not found.
 */
export const webhooksRouter = router({
  list: protectedProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/webhook-endpoints",
        summary: "The caller's webhook endpoints",
      },
    })
    .output(documented(webhookEndpointsListResponse))
    .query(({ ctx }) => listWebhookEndpoints(ctx.db, { actor: ctx.user })),

  create: protectedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/webhook-endpoints",
        summary: "Add a webhook endpoint; its signing secret is in this answer only",
        status: 201,
      },
    })
    .input(createWebhookEndpointSchema)
    .output(documented(webhookEndpointCreatedResponse))
    .mutation(({ ctx, input }) => createWebhookEndpoint(ctx.db, { actor: ctx.user, input })),

  byId: protectedProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/webhook-endpoints/{id}",
        summary: "One of the caller's webhook endpoints",
      },
    })
    .input(webhookEndpointIdSchema)
    .output(documented(webhookEndpointResponse))
    .query(({ ctx, input }) => webhookEndpointById(ctx.db, { actor: ctx.user, id: input.id })),

  update: protectedProcedure
    .meta({
      rest: {
        method: "PATCH",
        path: "/api/webhook-endpoints/{id}",
        summary: "Change a webhook endpoint, or enable or pause it",
      },
    })
    .input(updateWebhookEndpointSchema)
    .output(documented(webhookEndpointResponse))
    .mutation(({ ctx, input }) => updateWebhookEndpoint(ctx.db, { actor: ctx.user, input })),

  rotateSecret: protectedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/webhook-endpoints/{id}/rotate-secret",
        summary: "Replace a webhook endpoint's signing secret; the new one is in this answer only",
      },
    })
    .input(webhookEndpointIdSchema)
    .output(documented(webhookEndpointCreatedResponse))
    .mutation(({ ctx, input }) => rotateWebhookSecret(ctx.db, { actor: ctx.user, id: input.id })),

  delete: protectedProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/webhook-endpoints/{id}",
        summary: "Delete a webhook endpoint and its deliveries",
      },
    })
    .input(webhookEndpointIdSchema)
    .output(documented(webhookEndpointDeletedResponse))
    .mutation(({ ctx, input }) => deleteWebhookEndpoint(ctx.db, { actor: ctx.user, id: input.id })),

  deliveries: protectedProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/webhook-endpoints/{id}/deliveries",
        summary: "A webhook endpoint's latest deliveries",
      },
    })
    .input(webhookEndpointIdSchema)
    .output(documented(webhookDeliveriesListResponse))
    .query(({ ctx, input }) => listWebhookDeliveries(ctx.db, { actor: ctx.user, id: input.id })),

  retry: protectedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/webhook-endpoints/{id}/deliveries/{deliveryId}/retry",
        summary: "Send a finished delivery again",
      },
    })
    .input(webhookDeliveryIdSchema)
    .output(documented(webhookDeliveryResponse))
    .mutation(({ ctx, input }) => retryWebhookDelivery(ctx.db, { actor: ctx.user, ...input })),

  test: protectedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/webhook-endpoints/{id}/test",
        summary: "Send a webhook.test event to one endpoint",
      },
    })
    .input(webhookEndpointIdSchema)
    .output(documented(webhookDeliveryResponse))
    .mutation(({ ctx, input }) => sendTestWebhook(ctx.db, { actor: ctx.user, id: input.id })),
});

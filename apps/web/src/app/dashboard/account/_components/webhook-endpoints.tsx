"use client";

import type { RouterOutputs } from "@skyhire/api";
import {
  createWebhookEndpointSchema,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
  type WebhookEventType,
} from "@skyhire/validators";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  ConfirmAction,
  Label,
  SubmitButton,
  type BadgeVariant,
} from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { formatDateTime } from "~/features/admin/format";
import { TextField } from "~/features/forms/field";
import { serverFieldErrors, serverMessage } from "~/features/forms/server-errors";
import { useTRPC } from "~/trpc/react";

type Endpoint = RouterOutputs["webhooks"]["list"][number];
type Delivery = RouterOutputs["webhooks"]["deliveries"][number];
type FieldErrors = Partial<Record<"url" | "description" | "events", string>>;

const DELIVERY_BADGE: Record<Delivery["status"], { label: string; variant: BadgeVariant }> = {
  pending: { label: "Sending", variant: "grey" },
  succeeded: { label: "Delivered", variant: "green" },
  failed: { label: "Failed", variant: "red" },
};

/** While a delivery is being sent, its list is read again this often. */
const PENDING_REFRESH_MS = 1500;

/**
 * The account's webhook endpoints (docs/api.md#webhooks): add one (its signing secret shown once),
 * send a test event, see the latest deliveries with their answers, resend one, delete an endpoint.
 */
export function WebhookEndpoints() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const endpoints = useQuery(trpc.webhooks.list.queryOptions());
  const [shownSecret, setShownSecret] = useState<ShownSecret | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.webhooks.list.queryKey() });

  return (
    <Card data-testid="webhook-endpoints">
      <CardHeader>
        <CardTitle>Endpoints</CardTitle>
        <CardDescription>
          Each delivery is signed per Standard Webhooks (<code>webhook-id</code>,{" "}
          <code>webhook-timestamp</code>, <code>webhook-signature</code>) with the endpoint&apos;s
          secret. At most {WEBHOOK_LIMITS.maxEndpointsPerUser} endpoints; an endpoint whose last{" "}
          {WEBHOOK_LIMITS.disableAfterFailedDeliveries} deliveries all failed is disabled.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {shownSecret ? (
          <NewSecret shown={shownSecret} onDone={() => setShownSecret(null)} />
        ) : (
          <CreateEndpointForm
            onCreated={(secret, url) => {
              setShownSecret({ secret, url, why: "added" });
              void refresh();
            }}
          />
        )}
        <section aria-label="Your endpoints" className="flex flex-col gap-3">
          <h2 className="font-semibold">Your endpoints</h2>
          {endpoints.isPending ? (
            <p className="text-sm text-muted-foreground">Loading…</p>
          ) : endpoints.isError ? (
            <p className="text-sm text-destructive">Could not load your endpoints.</p>
          ) : endpoints.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No endpoints yet.</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {endpoints.data.map((endpoint) => (
                <EndpointRow
                  key={endpoint.id}
                  endpoint={endpoint}
                  onChanged={refresh}
                  onRotated={(secret) => setShownSecret({ secret, url: endpoint.url, why: "rotated" })}
                />
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

function CreateEndpointForm({ onCreated }: { onCreated: (secret: string, url: string) => void }) {
  const trpc = useTRPC();
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [allEvents, setAllEvents] = useState(true);
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useMutation(
    trpc.webhooks.create.mutationOptions({
      onSuccess: ({ secret, endpoint }) => {
        setUrl("");
        setDescription("");
        setAllEvents(true);
        setEvents([]);
        onCreated(secret, endpoint.url);
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (Object.keys(fields).length > 0) setErrors(fields);
        else setErrors({ url: serverMessage(error) || "Could not add the endpoint" });
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { url, description, events: allEvents ? null : events };
    const parsed = createWebhookEndpointSchema.safeParse(input);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "url" || field === "description" || field === "events") && !next[field])
          next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(input);
  }

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((current) =>
      on ? [...new Set([...current, type])] : current.filter((t) => t !== type),
    );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add a webhook endpoint"
      className="flex flex-col gap-4"
    >
      <TextField
        id="webhook-url"
        label="Endpoint URL"
        type="url"
        inputMode="url"
        value={url}
        maxLength={WEBHOOK_LIMITS.urlMax}
        placeholder="https://example.com/webhooks/skyhire"
        error={errors.url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <TextField
        id="webhook-description"
        label="Description (optional)"
        value={description}
        maxLength={WEBHOOK_LIMITS.descriptionMax}
        error={errors.description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Events</legend>
        <div className="flex items-center gap-2">
          <Checkbox
            id="webhook-all-events"
            checked={allEvents}
            onCheckedChange={(checked) => setAllEvents(checked === true)}
          />
          <Label htmlFor="webhook-all-events" className="font-normal">
            All events, including ones added later
          </Label>
        </div>
        {allEvents ? null : (
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <div key={type} className="flex items-center gap-2">
                <Checkbox
                  id={`webhook-event-${type}`}
                  checked={events.includes(type)}
                  onCheckedChange={(checked) => toggle(type, checked === true)}
                />
                <Label htmlFor={`webhook-event-${type}`} className="font-mono text-sm font-normal">
                  {type}
                </Label>
              </div>
            ))}
          </div>
        )}
        {errors.events ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      <SubmitButton disabled={create.isPending} className="w-full sm:w-auto sm:self-start">
        {create.isPending ? "Adding…" : "Add Endpoint"}
      </SubmitButton>
    </form>
  );
}

/** A signing secret on screen: the one time it is shown, after adding an endpoint or rotating it. */
interface ShownSecret {
  secret: string;
  url: string;
  why: "added" | "rotated";
}

/** The signing secret, once. */
function NewSecret({ shown, onDone }: { shown: ShownSecret; onDone: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-md border border-green-300 bg-green-50 p-4"
      data-testid="new-webhook-secret"
    >
      <p className="font-medium break-all text-green-900">
        {shown.why === "added"
          ? `Endpoint ${shown.url} added.`
          : `Endpoint ${shown.url} has a new signing secret; the old one no longer signs its deliveries.`}{" "}
        Copy its signing secret now: you will not be able to see it again.
      </p>
      <code
        className="block rounded bg-white px-3 py-2 font-mono text-sm break-all select-all"
        data-testid="new-webhook-secret-value"
      >
        {shown.secret}
      </code>
      <Button
        type="button"
        variant="outline"
        onClick={onDone}
        className="w-full sm:w-auto sm:self-start"
      >
        Done
      </Button>
    </div>
  );
}

function EndpointRow({
  endpoint,
  onChanged,
  onRotated,
}: {
  endpoint: Endpoint;
  onChanged: () => Promise<unknown>;
  onRotated: (secret: string) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const deliveries = useQuery({
    ...trpc.webhooks.deliveries.queryOptions({ id: endpoint.id }),
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.status === "pending") ? PENDING_REFRESH_MS : false,
  });
  const refreshDeliveries = () =>
    queryClient.invalidateQueries({
      queryKey: trpc.webhooks.deliveries.queryKey({ id: endpoint.id }),
    });
  const failed = (fallback: string) => (error: Parameters<typeof serverMessage>[0]) =>
    toast({
      variant: "destructive",
      title: "Error",
      description: serverMessage(error) || fallback,
    });

  const test = useMutation(
    trpc.webhooks.test.mutationOptions({
      onError: failed("Could not send the test event"),
      onSettled: refreshDeliveries,
    }),
  );
  const retry = useMutation(
    trpc.webhooks.retry.mutationOptions({
      onError: failed("Could not resend the delivery"),
      onSettled: refreshDeliveries,
    }),
  );
  const update = useMutation(
    trpc.webhooks.update.mutationOptions({
      onError: failed("Could not change the endpoint"),
      onSettled: onChanged,
    }),
  );
  const rotate = useMutation(
    trpc.webhooks.rotateSecret.mutationOptions({
      onSuccess: ({ secret }) => onRotated(secret),
      onError: failed("Could not rotate the secret"),
    }),
  );
  const remove = useMutation(
    trpc.webhooks.delete.mutationOptions({
      onSuccess: () => toast({ title: "Endpoint deleted", description: endpoint.url }),
      onError: failed("Could not delete the endpoint"),
      onSettled: onChanged,
    }),
  );

  return (
    <li className="flex flex-col gap-3 rounded-md border p-3" data-testid="webhook-endpoint">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 font-mono text-sm [overflow-wrap:anywhere]">{endpoint.url}</span>
        <Badge variant={endpoint.enabled ? "green" : "red"}>
          {endpoint.enabled ? "Enabled" : "Disabled"}
        </Badge>
      </div>
      {endpoint.description ? <p className="text-sm">{endpoint.description}</p> : null}
      <p className="text-xs text-muted-foreground">
        {endpoint.events === null ? "All events" : endpoint.events.join(", ")}
      </p>
      {endpoint.disabledReason ? (
        <p className="text-sm text-destructive">{endpoint.disabledReason}</p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        {endpoint.enabled ? (
          <Button
            type="button"
            size="sm"
            disabled={test.isPending}
            onClick={() => test.mutate({ id: endpoint.id })}
          >
            {test.isPending ? "Sending…" : "Send Test Event"}
          </Button>
        ) : (
          <Button
            type="button"
            size="sm"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: endpoint.id, enabled: true })}
          >
            Enable
          </Button>
        )}
        <ConfirmAction
          label="Rotate Secret"
          title="Rotate this endpoint's signing secret?"
          description="Deliveries are signed with the new secret from now on, and the old one stops at once: update your receiver with the new secret."
          confirmLabel="Rotate Secret"
          pendingLabel="Rotating…"
          variant="outline"
          size="sm"
          className="w-full sm:w-auto"
          pending={rotate.isPending}
          onConfirm={() => rotate.mutateAsync({ id: endpoint.id }).then(() => undefined, () => undefined)}
        />
        <ConfirmAction
          label="Delete"
          title="Delete this endpoint?"
          description="No more events are sent to it, and its deliveries are deleted. This cannot be undone."
          confirmLabel="Delete Endpoint"
          pendingLabel="Deleting…"
          variant="outline"
          confirmVariant="destructive"
          size="sm"
          className="w-full sm:w-auto"
          pending={remove.isPending}
          onConfirm={() => remove.mutateAsync({ id: endpoint.id }).catch(() => undefined)}
        />
      </div>
      <section aria-label={`Recent deliveries to ${endpoint.url}`} className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">Recent deliveries</h3>
        {deliveries.isPending ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : deliveries.isError ? (
          <p className="text-sm text-destructive">Could not load the deliveries.</p>
        ) : deliveries.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No deliveries yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {deliveries.data.map((delivery) => (
              <DeliveryRow
                key={delivery.id}
                delivery={delivery}
                busy={retry.isPending && retry.variables.deliveryId === delivery.id}
                onResend={
                  endpoint.enabled
                    ? () => retry.mutate({ id: endpoint.id, deliveryId: delivery.id })
                    : null
                }
              />
            ))}
          </ul>
        )}
      </section>
    </li>
  );
}

function DeliveryRow({
  delivery,
  busy,
  onResend,
}: {
  delivery: Delivery;
  busy: boolean;
  onResend: (() => void) | null;
}) {
  const badge = DELIVERY_BADGE[delivery.status];
  const answer =
    delivery.responseStatus !== null
      ? `HTTP ${delivery.responseStatus}`
      : (delivery.error ?? "No answer yet");
  return (
    <li
      className="flex flex-col gap-2 rounded border bg-muted/30 p-2 text-sm sm:flex-row sm:items-start sm:justify-between"
      data-testid="webhook-delivery"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono">{delivery.eventType}</span>
          <Badge variant={badge.variant}>{badge.label}</Badge>
          <span className="text-muted-foreground">{answer}</span>
        </div>
        <p className="text-xs text-muted-foreground">
          {formatDateTime(delivery.createdAt)} · {delivery.attempts}{" "}
          {delivery.attempts === 1 ? "try" : "tries"}
        </p>
        {delivery.responseExcerpt ? (
          <code className="block max-h-20 overflow-auto rounded bg-background px-2 py-1 font-mono text-xs break-all">
            {delivery.responseExcerpt}
          </code>
        ) : null}
        {delivery.error && delivery.responseStatus !== null ? (
          <p className="text-xs text-destructive">{delivery.error}</p>
        ) : null}
      </div>
      {onResend && delivery.status !== "pending" ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={onResend}
          className="w-full sm:w-auto"
        >
          {busy ? "Resending…" : "Resend"}
        </Button>
      ) : null}
    </li>
  );
}

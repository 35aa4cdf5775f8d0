"use client";

import type { RouterOutputs } from "@skyhire/api";
import {
  API_DOCS_PATH,
  API_TOKEN_LIFETIMES,
  API_TOKEN_LIMITS,
  API_TOKEN_SCOPES,
  createApiTokenSchema,
  type ApiTokenLifetime,
  type ApiTokenScope,
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
  Input,
  Label,
  Select,
  SubmitButton,
  type BadgeVariant,
} from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { formatDateTime, formatDay } from "~/features/admin/format";
import { useTRPC } from "~/trpc/react";
import { serverFieldErrors, serverMessage } from "~/features/forms/server-errors";
import { revocable } from "./revocable";

type ApiToken = RouterOutputs["apiTokens"]["list"][number];
type FieldErrors = Partial<Record<"name" | "scopes" | "expiresInDays", string>>;

const SCOPE_HINTS: Record<ApiTokenScope, string> = {
  read: "Read your data (GET requests)",
  write: "Create and change things on your behalf",
};

const STATUS_BADGE: Record<ApiToken["status"], { label: string; variant: BadgeVariant }> = {
  active: { label: "Active", variant: "green" },
  revoked: { label: "Revoked", variant: "grey" },
  expired: { label: "Expired", variant: "red" },
};

function lifetimeLabel(days: ApiTokenLifetime): string {
  return days === null ? "No expiry" : `${days} days`;
}

/**
 * Personal access tokens for outside clients (docs/product.md#api-tokens): create one (shown once,
 * with a copy button), see the list with last use, revoke after a confirmation.
 */
export function ApiTokens() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const tokens = useQuery(trpc.apiTokens.list.queryOptions());
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.apiTokens.list.queryKey() });

  const revoke = useMutation(
    trpc.apiTokens.revoke.mutationOptions({
      onSuccess: (token) => toast({ title: "Token revoked", description: `${token.name} no longer works.` }),
      onError: (error) =>
        toast({ variant: "destructive", title: "Error", description: serverMessage(error) || "Could not revoke the token" }),
      onSettled: refresh,
    }),
  );

  return (
    <Card id="api-tokens" data-testid="api-tokens">
      <CardHeader>
        <CardTitle>API Tokens</CardTitle>
        <CardDescription>
          Let your own tools call the Skyhire API as you: send the token as{" "}
          <code className="whitespace-nowrap">Authorization: Bearer skh_…</code>. Keep it secret, like a password.
          Every call, with its fields and answers, is in the{" "}
          <a href={API_DOCS_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
            API reference
          </a>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {created ? (
          <NewToken created={created} onDone={() => setCreated(null)} />
        ) : (
          <CreateTokenForm
            onCreated={(token, name) => {
              setCreated({ token, name });
              void refresh();
            }}
          />
        )}
        <section aria-label="Your tokens" className="flex flex-col gap-3">
          <h3 className="font-semibold">Your tokens</h3>
          {tokens.isPending ? (
            <p className="text-sm text-muted-foreground">Loading…</p>
          ) : tokens.isError ? (
            <p className="text-sm text-destructive">Could not load your tokens.</p>
          ) : tokens.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No tokens yet.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {tokens.data.map((token) => (
                <TokenRow key={token.id} token={token} {...revocable(revoke, token.id)} />
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: string, name: string) => void }) {
  const trpc = useTRPC();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiTokenScope[]>(["read"]);
  const [lifetime, setLifetime] = useState<ApiTokenLifetime>(90);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useMutation(
    trpc.apiTokens.create.mutationOptions({
      onSuccess: ({ token, summary }) => {
        setName("");
        setScopes(["read"]);
        setLifetime(90);
        onCreated(token, summary.name);
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (Object.keys(fields).length > 0) setErrors(fields);
        else toast({ variant: "destructive", title: "Error", description: serverMessage(error) || "Could not create the token" });
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { name, scopes, expiresInDays: lifetime };
    const parsed = createApiTokenSchema.safeParse(input);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "name" || field === "scopes" || field === "expiresInDays") && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(input);
  }

  const toggle = (scope: ApiTokenScope, on: boolean) =>
    setScopes((current) => (on ? [...new Set([...current, scope])] : current.filter((s) => s !== scope)));

  return (
    <form onSubmit={submit} noValidate aria-label="Create an API token" className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="api-token-name">Token name</Label>
        <Input
          id="api-token-name"
          value={name}
          maxLength={API_TOKEN_LIMITS.nameMax}
          placeholder="e.g. Procurement system"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? "api-token-name-error" : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {errors.name ? (
          <p id="api-token-name-error" role="alert" className="text-sm text-destructive">
            {errors.name}
          </p>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Scopes</legend>
        {API_TOKEN_SCOPES.map((scope) => (
          <div key={scope} className="flex items-start gap-2">
            <Checkbox
              id={`api-token-scope-${scope}`}
              checked={scopes.includes(scope)}
              onCheckedChange={(checked) => toggle(scope, checked === true)}
              className="mt-0.5"
            />
            <Label htmlFor={`api-token-scope-${scope}`} className="flex flex-col items-start gap-0.5 font-normal">
              <span className="font-medium">{scope}</span>
              <span className="text-sm text-muted-foreground">{SCOPE_HINTS[scope]}</span>
            </Label>
          </div>
        ))}
        {errors.scopes ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.scopes}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-2 sm:max-w-xs">
        <Label htmlFor="api-token-expiry">Expires</Label>
        <Select
          id="api-token-expiry"
          value={lifetime === null ? "never" : String(lifetime)}
          onChange={(event) => {
            const value = event.target.value;
            setLifetime(API_TOKEN_LIFETIMES.find((days) => String(days ?? "never") === value) ?? 90);
          }}
        >
          {API_TOKEN_LIFETIMES.map((days) => (
            <option key={String(days)} value={days === null ? "never" : String(days)}>
              {lifetimeLabel(days)}
            </option>
          ))}
        </Select>
      </div>
      <SubmitButton disabled={create.isPending} className="w-full sm:w-auto sm:self-start">
        {create.isPending ? "Creating…" : "Create Token"}
      </SubmitButton>
    </form>
  );
}

/** The new token, once: copy it now, it cannot be shown again. */
function NewToken({ created, onDone }: { created: { token: string; name: string }; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.token);
      toast({ title: "Copied", description: "The token is on your clipboard." });
    } catch {
      toast({ variant: "destructive", title: "Could not copy", description: "Select the token and copy it by hand." });
    }
  }
  return (
    <div role="status" className="flex flex-col gap-3 rounded-md border border-green-300 bg-green-50 p-4" data-testid="new-api-token">
      <p className="font-medium text-green-900">
        Token “{created.name}” created. Copy it now: you will not be able to see it again.
      </p>
      <code className="block rounded bg-white px-3 py-2 font-mono text-sm break-all select-all" data-testid="new-api-token-value">
        {created.token}
      </code>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" onClick={() => void copy()}>
          Copy Token
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function TokenRow({ token, busy, onRevoke }: { token: ApiToken; busy: boolean; onRevoke: () => Promise<unknown> }) {
  const badge = STATUS_BADGE[token.status];
  return (
    <li className="flex flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="api-token-row">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium [overflow-wrap:anywhere]">{token.name}</span>
          <Badge variant={badge.variant}>{badge.label}</Badge>
          {token.scopes.map((scope) => (
            <Badge key={scope} variant="outline">
              {scope}
            </Badge>
          ))}
        </div>
        <code className="font-mono text-xs text-muted-foreground">{token.displayPrefix}…</code>
        <p className="text-xs text-muted-foreground">
          Created {formatDay(token.createdAt)} · Last used {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : "never"} ·{" "}
          {token.revokedAt
            ? `Revoked ${formatDay(token.revokedAt)}`
            : token.expiresAt
              ? `${token.status === "expired" ? "Expired" : "Expires"} ${formatDay(token.expiresAt)}`
              : "No expiry"}
        </p>
      </div>
      {token.status === "active" ? (
        <ConfirmAction
          label="Revoke"
          title={`Revoke “${token.name}”?`}
          description="Any tool using this token stops working at once. This cannot be undone."
          confirmLabel="Revoke Token"
          pendingLabel="Revoking…"
          variant="outline"
          confirmVariant="destructive"
          size="sm"
          className="w-full sm:w-auto"
          pending={busy}
          onConfirm={onRevoke}
        />
      ) : null}
    </li>
  );
}

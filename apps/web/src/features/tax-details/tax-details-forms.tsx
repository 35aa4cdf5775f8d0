"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  PRICES_INCLUDE_TAX_HINT,
  billingDetailsSchema,
  operatorTaxDetailsSchema,
  type BillingDetails,
  type BillingDetailsInput,
  type OperatorTaxDetails,
  type OperatorTaxDetailsInput,
} from "@skyhire/validators";
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Checkbox, Label, SubmitButton, Textarea } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm, type FieldErrors, type UseFormRegisterReturn } from "react-hook-form";
import { FormField, TextField, describedBy } from "~/features/forms/field";
import { serverMessage } from "~/features/forms/server-errors";
import { useTRPC } from "~/trpc/react";

type PartyInput = Pick<BillingDetailsInput, "legalName" | "address" | "taxId">;

/** Legal name, address and tax id: what an invoice prints for a party. */
function PartyFields({
  idPrefix,
  fields,
  errors,
}: {
  idPrefix: string;
  fields: { legalName: UseFormRegisterReturn<"legalName">; address: UseFormRegisterReturn<"address">; taxId: UseFormRegisterReturn<"taxId"> };
  errors: FieldErrors<PartyInput>;
}) {
  return (
    <>
      <TextField id={`${idPrefix}-legal-name`} label="Legal name" error={errors.legalName?.message} autoComplete="organization" {...fields.legalName} />
      <FormField id={`${idPrefix}-address`} label="Address" error={errors.address?.message}>
        <Textarea {...describedBy(`${idPrefix}-address`, errors.address?.message)} rows={3} autoComplete="street-address" {...fields.address} />
      </FormField>
      <TextField id={`${idPrefix}-tax-id`} label="Tax id (VAT, GST, ABN…)" error={errors.taxId?.message} {...fields.taxId} />
    </>
  );
}

/** Sends the form's values, then says so in a toast (or why not) and refreshes what was saved. */
async function saveAndTell<Values>(
  save: (values: Values) => Promise<unknown>,
  values: Values,
  copy: { what: string; next: string },
  onSaved: () => Promise<void>,
) {
  try {
    await save(values);
  } catch (error) {
    toast({ variant: "destructive", title: "Error", description: serverMessage(error) || `Failed to save ${copy.what.toLowerCase()}` });
    return;
  }
  toast({ title: `${copy.what} saved`, description: copy.next });
  await onSaved();
}

const partyValues = (saved: BillingDetails | undefined): PartyInput => ({
  legalName: saved?.legalName ?? "",
  address: saved?.address ?? "",
  taxId: saved?.taxId ?? "",
});

/** A customer's billing details (the buyer on their invoices and invoice PDFs). */
export function BillingDetailsCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const saved = useQuery(trpc.profiles.customer.billingDetails.queryOptions());
  // Only customers have billing details; anyone else sees no card.
  if (saved.isPending || saved.isError) return null;
  return (
    <Card data-testid="billing-details">
      <CardHeader>
        <CardTitle>Billing details</CardTitle>
        <CardDescription>Printed on your invoices as the buyer. Leave empty what you do not need.</CardDescription>
      </CardHeader>
      <CardContent>
        <BillingDetailsForm
          initial={partyValues(saved.data)}
          onSaved={() => queryClient.invalidateQueries({ queryKey: trpc.profiles.customer.billingDetails.queryKey() })}
        />
      </CardContent>
    </Card>
  );
}

function BillingDetailsForm({ initial, onSaved }: { initial: PartyInput; onSaved: () => Promise<void> }) {
  const trpc = useTRPC();
  const form = useForm<BillingDetailsInput, unknown, BillingDetails>({ resolver: zodResolver(billingDetailsSchema), defaultValues: initial });
  const save = useMutation(trpc.profiles.customer.updateBillingDetails.mutationOptions());
  const onSubmit = form.handleSubmit((values) =>
    saveAndTell(save.mutateAsync, values, { what: "Billing details", next: "Your invoices show them." }, onSaved),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Billing details">
      <PartyFields
        idPrefix="billing"
        fields={{ legalName: form.register("legalName"), address: form.register("address"), taxId: form.register("taxId") }}
        errors={form.formState.errors}
      />
      <SubmitButton disabled={form.formState.isSubmitting} className="self-start">
        Save Billing Details
      </SubmitButton>
    </form>
  );
}

/** An operator's tax details (the seller on its invoices): the party, and its tax registration. */
export function OperatorTaxDetailsCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const saved = useQuery(trpc.profiles.operator.taxDetails.queryOptions());
  if (saved.isPending || saved.isError) return null;
  const data = saved.data;
  return (
    <Card data-testid="operator-tax-details" className="w-full">
      <CardHeader>
        <CardTitle>Tax details</CardTitle>
        <CardDescription>Printed on your customers&apos; invoices as the seller, with the tax in each amount when you are registered.</CardDescription>
      </CardHeader>
      <CardContent>
        <OperatorTaxDetailsForm
          initial={{
            ...partyValues(data),
            registeredForTax: data?.registeredForTax ?? false,
            taxRate: data?.taxRate ?? "",
            pricesIncludeTax: data?.pricesIncludeTax ?? true,
          }}
          onSaved={() => queryClient.invalidateQueries({ queryKey: trpc.profiles.operator.taxDetails.queryKey() })}
        />
      </CardContent>
    </Card>
  );
}

function OperatorTaxDetailsForm({ initial, onSaved }: { initial: OperatorTaxDetailsInput; onSaved: () => Promise<void> }) {
  const trpc = useTRPC();
  const form = useForm<OperatorTaxDetailsInput, unknown, OperatorTaxDetails>({
    resolver: zodResolver(operatorTaxDetailsSchema),
    defaultValues: initial,
  });
  const save = useMutation(trpc.profiles.operator.updateTaxDetails.mutationOptions());
  const { errors } = form.formState;
  const registered = form.watch("registeredForTax");
  const onSubmit = form.handleSubmit((values) =>
    saveAndTell(save.mutateAsync, values, { what: "Tax details", next: "Your customers' invoices show them." }, onSaved),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Tax details">
      <PartyFields
        idPrefix="seller"
        fields={{ legalName: form.register("legalName"), address: form.register("address"), taxId: form.register("taxId") }}
        errors={errors}
      />
      <div className="flex items-center gap-2">
        <Checkbox
          id="seller-registered"
          checked={registered === true}
          onCheckedChange={(checked) => form.setValue("registeredForTax", checked === true, { shouldDirty: true })}
        />
        <Label htmlFor="seller-registered">I am registered for tax (VAT, GST…)</Label>
      </div>
      {registered ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField id="seller-tax-rate" label="Tax rate (%)" inputMode="decimal" error={errors.taxRate?.message} {...form.register("taxRate")} />
          <div className="flex items-center gap-2 sm:pt-7">
            <Checkbox
              id="seller-prices-include-tax"
              aria-describedby="seller-prices-include-tax-hint"
              checked={form.watch("pricesIncludeTax") !== false}
              onCheckedChange={(checked) => form.setValue("pricesIncludeTax", checked === true, { shouldDirty: true })}
            />
            <Label htmlFor="seller-prices-include-tax">My prices include this tax</Label>
          </div>
          <p id="seller-prices-include-tax-hint" className="text-xs text-muted-foreground sm:col-span-2">
            {PRICES_INCLUDE_TAX_HINT}
          </p>
        </div>
      ) : null}
      <SubmitButton disabled={form.formState.isSubmitting} className="self-start">
        Save Tax Details
      </SubmitButton>
    </form>
  );
}

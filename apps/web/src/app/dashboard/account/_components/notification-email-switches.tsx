"use client";

import type { RouterOutputs } from "@skyhire/api";
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Checkbox, Label } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { serverMessage } from "~/features/forms/server-errors";
import { useTRPC } from "~/trpc/react";

type Setting = RouterOutputs["notifications"]["emailSettings"][number];

/** One checkbox per notification type: ticked, its notifications are e-mailed too. Saved on each click. */
export function NotificationEmailSwitches({ initial }: { initial: Setting[] }) {
  const trpc = useTRPC();
  const [settings, setSettings] = useState(initial);
  const update = useMutation(
    trpc.notifications.updateEmailSetting.mutationOptions({
      onSuccess: (saved) => {
        setSettings((current) => current.map((s) => (s.type === saved.type ? { ...s, email: saved.email } : s)));
        toast({ title: saved.email ? `"${saved.label}" e-mails on` : `"${saved.label}" e-mails off` });
      },
      onError: (error) =>
        toast({ variant: "destructive", title: "Error", description: serverMessage(error) || "Could not save the setting" }),
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">E-mail</CardTitle>
        <CardDescription>Each e-mail also has a link to turn its kind off without signing in.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {settings.map((setting) => {
            const id = `notification-email-${setting.type}`;
            return (
              <li key={setting.type} className="flex items-center justify-between gap-4 py-3" data-testid="notification-email-setting">
                <Label htmlFor={id} className="font-normal">
                  {setting.label}
                </Label>
                <Checkbox
                  id={id}
                  checked={setting.email}
                  disabled={update.isPending}
                  onCheckedChange={(checked) => update.mutate({ type: setting.type, email: checked === true })}
                />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

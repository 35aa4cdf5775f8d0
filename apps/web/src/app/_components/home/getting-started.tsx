import type { Role } from "@skyhire/validators";
import { Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";

/** The three-step list (docs/product.md#signed-in-home). */
export function GettingStarted({ role }: { role: Role }) {
  const steps = [
    {
      title: "Complete your profile",
      text: "Add your details so others know who they are working with.",
    },
    role === "customer"
      ? { title: "Post your first job", text: "Describe what you need and where, and operators can respond." }
      : { title: "Create your first listing", text: "Publish a service with a price so customers can find you." },
    { title: "Start collaborating", text: "Agree on the work, get it done and build your reputation." },
  ];
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>Getting Started</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-4">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <p className="font-medium">{step.title}</p>
                <p className="text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

import { Card, CardContent, CardDescription, CardHeader, CardTitle, buttonVariants } from "@skyhire/ui";
import Link from "next/link";

/**
 * The customer dashboard's figures come from customer-only procedures; another role gets this
 * pointer to its own dashboard instead of a page of refusals.
 */
export function CustomersOnly() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md" data-testid="customers-only">
        <CardHeader>
          <CardTitle className="text-2xl">Customer Dashboard</CardTitle>
          <CardDescription>
            This dashboard is for customer accounts. Your account uses the operator dashboard.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link href="/dashboard/operator" className={buttonVariants()}>
            Go to Operator Dashboard
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

import { Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import type { PublicOperatorPage } from "../_lib/find-operator";

/** Past work the operator chose to show. */
export function Portfolio({ items }: { items: PublicOperatorPage["portfolio"] }) {
  if (items.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Portfolio</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" data-testid="operator-page-portfolio">
          {items.map((item, index) => (
            <li key={`${item.title}-${index}`} className="flex flex-col gap-2">
              {item.imageUrl ? (
                <img src={item.imageUrl} alt={item.title} loading="lazy" className="aspect-video w-full rounded-lg border object-cover" />
              ) : null}
              <p className="font-medium break-words">{item.title}</p>
              <p className="text-sm break-words text-muted-foreground">{item.description}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

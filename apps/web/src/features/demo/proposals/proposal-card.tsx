import { Avatar, AvatarFallback, Badge, Button, Card, CardContent, Spinner, cn } from "@skyhire/ui";
import { Award, Briefcase, Clock, MapPin, Star, Timer } from "lucide-react";
import { formatCents, formatCount } from "../format";
import type { DemoProposal } from "../types";

interface ProposalCardProps {
  proposal: DemoProposal;
  accepting: boolean;
  disabled: boolean;
  onAccept: () => void;
}

/** One operator's proposal with every field of docs/product.md#demo-flow. */
export function ProposalCard({ proposal, accepting, disabled, onAccept }: ProposalCardProps) {
  const headingId = `proposal-${proposal.id}`;
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      data-testid={`demo-proposal-${proposal.id}`}
      className={cn(proposal.featured && "border-primary ring-1 ring-primary/30")}
    >
      <CardContent className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 items-start gap-3">
            <Avatar className="size-12">
              <AvatarFallback className="bg-primary/10 font-semibold text-primary">{proposal.avatar}</AvatarFallback>
            </Avatar>
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <h2 id={headingId} className="text-lg font-semibold">
                  {proposal.operatorName}
                </h2>
                {proposal.featured ? (
                  <Badge>
                    <Award aria-hidden="true" />
                    Featured
                  </Badge>
                ) : null}
              </div>
              <p className="text-sm text-muted-foreground">{proposal.companyName}</p>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="flex items-center gap-1">
                  <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                  <span>
                    {proposal.rating.toFixed(1)}
                    <span className="sr-only"> out of 5</span>
                  </span>
                </span>
                <span className="flex items-center gap-1 text-muted-foreground">
                  <Briefcase className="size-4" aria-hidden="true" />
                  {formatCount(proposal.completedJobs)} jobs completed
                </span>
              </p>
            </div>
          </div>
          <div className="sm:text-right">
            <p className="text-2xl font-bold" data-testid="demo-proposal-quote">
              {formatCents(proposal.quoteCents)}
            </p>
            <p className="flex items-center gap-1 text-sm text-muted-foreground sm:justify-end">
              <Timer className="size-4" aria-hidden="true" />
              {proposal.timeline}
            </p>
          </div>
        </div>

        <p className="text-sm leading-relaxed">{proposal.message}</p>

        <ul className="flex flex-wrap gap-2" aria-label="Qualifications">
          {proposal.qualifications.map((q) => (
            <li key={q}>
              <Badge variant="outline">{q}</Badge>
            </li>
          ))}
        </ul>

        <div className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="flex items-center gap-1">
              <MapPin className="size-4" aria-hidden="true" />
              {proposal.location}
            </span>
            <span className="flex items-center gap-1">
              <Clock className="size-4" aria-hidden="true" />
              Responds in {proposal.responseTime}
            </span>
          </div>
          <Button onClick={onAccept} disabled={disabled} className="w-full sm:w-auto" aria-describedby={headingId}>
            {accepting ? (
              <>
                <Spinner size="sm" label="Accepting" className="text-current" />
                Accepting…
              </>
            ) : (
              "Accept Proposal"
            )}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

-- The event an operator's proposal sends is named proposal.created (it was proposal.received):
-- endpoints that chose it by its old name keep receiving it.
UPDATE "webhook_endpoints" SET "events" = array_replace("events", 'proposal.received', 'proposal.created') WHERE 'proposal.received' = ANY("events");

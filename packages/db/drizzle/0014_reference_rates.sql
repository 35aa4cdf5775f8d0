-- Reference rates: US dollars for one unit of each currency, fixed, used only to compare and sort
-- listing prices of different currencies in browse (service_listings.price_usd). No money changes
-- hands at these rates. The same table lives in packages/validators/src/money.ts
-- (REFERENCE_USD_RATES); a test checks they agree. Changing a rate means a new migration that
-- replaces this function and recomputes the column (ALTER TABLE … ALTER COLUMN price_usd …).
CREATE OR REPLACE FUNCTION reference_usd(amount numeric, currency text)
RETURNS numeric
LANGUAGE sql
IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT round(amount * CASE currency
    WHEN 'USD' THEN 1
    WHEN 'AUD' THEN 0.65
    WHEN 'EUR' THEN 1.08
    WHEN 'GBP' THEN 1.27
    WHEN 'HKD' THEN 0.128
    WHEN 'SGD' THEN 0.75
  END, 2)
$$;

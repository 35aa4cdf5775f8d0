ALTER TABLE "service_listings" ADD COLUMN "operator_documents_until" date;--> statement-breakpoint
-- The latest expiry date of a list of documents ({ expiryDate: 'YYYY-MM-DD' }); malformed dates are skipped.
CREATE FUNCTION skyhire_latest_expiry(documents jsonb) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT max(btrim(d->>'expiryDate'))::date FROM jsonb_array_elements(coalesce(documents, '[]'::jsonb)) d
  WHERE btrim(d->>'expiryDate') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
$$;--> statement-breakpoint

-- A listing also copies until when its operator's documents count (the earlier of the approved
-- date and the latest licence and latest insurance on file).
CREATE OR REPLACE FUNCTION skyhire_listing_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  profile operator_profiles%ROWTYPE;
BEGIN
  SELECT * INTO profile FROM operator_profiles p WHERE p.user_id = NEW.operator_id;
  IF FOUND THEN
    NEW.is_public := NEW.is_active AND profile.is_public;
    NEW.operator_rating := profile.rating;
    NEW.operator_verified := profile.is_verified;
    NEW.operator_lat := profile.base_lat;
    NEW.operator_lng := profile.base_lng;
    NEW.operator_radius_km := profile.service_radius_km;
    NEW.operator_documents_until := least(
      profile.documents_valid_until,
      least(skyhire_latest_expiry(profile.licences), skyhire_latest_expiry(profile.insurance_docs))
    );
  ELSE
    NEW.is_public := false;
    NEW.operator_rating := 0;
    NEW.operator_verified := false;
    NEW.operator_lat := NULL;
    NEW.operator_lng := NULL;
    NEW.operator_radius_km := 0;
    NEW.operator_documents_until := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER operator_profiles_listings_update ON operator_profiles;--> statement-breakpoint
CREATE TRIGGER operator_profiles_listings_update AFTER UPDATE ON operator_profiles
  FOR EACH ROW WHEN (
    (OLD.is_public, OLD.rating, OLD.is_verified, OLD.base_lat, OLD.base_lng, OLD.service_radius_km, OLD.user_id,
     OLD.licences, OLD.insurance_docs, OLD.documents_valid_until)
    IS DISTINCT FROM
    (NEW.is_public, NEW.rating, NEW.is_verified, NEW.base_lat, NEW.base_lng, NEW.service_radius_km, NEW.user_id,
     NEW.licences, NEW.insurance_docs, NEW.documents_valid_until)
  )
  EXECUTE FUNCTION skyhire_operator_listings_refresh();--> statement-breakpoint
UPDATE service_listings SET is_public = is_public;

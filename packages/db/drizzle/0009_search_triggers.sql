-- Public visibility and the operator figures browse filters by live on the searched rows, kept
-- true by these triggers in the transaction that changes any part of them (approval, publish or
-- draft, suspension, role change, listing deactivation, rating, badge, base location).

-- An operator profile is public when approved, published, and its account active with a non-customer role.
CREATE FUNCTION skyhire_operator_profile_visibility() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_public := NEW.approval_status = 'approved' AND NEW.is_published AND EXISTS (
    SELECT 1 FROM users u WHERE u.id = NEW.user_id AND u.status = 'active' AND u.role <> 'customer'
  );
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER operator_profiles_visibility BEFORE INSERT OR UPDATE ON operator_profiles
  FOR EACH ROW EXECUTE FUNCTION skyhire_operator_profile_visibility();--> statement-breakpoint

-- An account's status or role changed: its operator profile recomputes (the trigger above).
CREATE FUNCTION skyhire_account_visibility() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE operator_profiles SET is_public = is_public WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_visibility AFTER UPDATE OF status, role ON users
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION skyhire_account_visibility();--> statement-breakpoint

-- A listing copies its operator's visibility and figures whenever it is written.
CREATE FUNCTION skyhire_listing_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ELSE
    NEW.is_public := false;
    NEW.operator_rating := 0;
    NEW.operator_verified := false;
    NEW.operator_lat := NULL;
    NEW.operator_lng := NULL;
    NEW.operator_radius_km := 0;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER service_listings_search_fields BEFORE INSERT OR UPDATE ON service_listings
  FOR EACH ROW EXECUTE FUNCTION skyhire_listing_search_fields();--> statement-breakpoint

-- The operator's profile changed in a way search sees: its listings recompute (the trigger above).
CREATE FUNCTION skyhire_operator_listings_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE service_listings SET is_public = is_public WHERE operator_id = NEW.user_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER operator_profiles_listings_insert AFTER INSERT ON operator_profiles
  FOR EACH ROW EXECUTE FUNCTION skyhire_operator_listings_refresh();--> statement-breakpoint
CREATE TRIGGER operator_profiles_listings_update AFTER UPDATE ON operator_profiles
  FOR EACH ROW WHEN (
    (OLD.is_public, OLD.rating, OLD.is_verified, OLD.base_lat, OLD.base_lng, OLD.service_radius_km, OLD.user_id)
    IS DISTINCT FROM
    (NEW.is_public, NEW.rating, NEW.is_verified, NEW.base_lat, NEW.base_lng, NEW.service_radius_km, NEW.user_id)
  )
  EXECUTE FUNCTION skyhire_operator_listings_refresh();--> statement-breakpoint

-- Existing rows: operators and jobs whose location names a known place get its point.
CREATE TEMPORARY TABLE skyhire_places (name text PRIMARY KEY, lat double precision, lng double precision);--> statement-breakpoint
INSERT INTO skyhire_places VALUES
  ('Amsterdam', 52.3676, 4.9041),
  ('Athens', 37.9838, 23.7275),
  ('Auckland', -36.8485, 174.7633),
  ('Austin', 30.2672, -97.7431),
  ('Bangalore', 12.9716, 77.5946),
  ('Bangkok', 13.7563, 100.5018),
  ('Barcelona', 41.3874, 2.1686),
  ('Berlin', 52.52, 13.405),
  ('Boston', 42.3601, -71.0589),
  ('Brisbane', -27.4698, 153.0251),
  ('Brussels', 50.8503, 4.3517),
  ('Calgary', 51.0447, -114.0719),
  ('Cape Town', -33.9249, 18.4241),
  ('Chicago', 41.8781, -87.6298),
  ('Christchurch', -43.5321, 172.6362),
  ('Copenhagen', 55.6761, 12.5683),
  ('Dallas', 32.7767, -96.797),
  ('Delhi', 28.7041, 77.1025),
  ('Denver', 39.7392, -104.9903),
  ('Doha', 25.2854, 51.531),
  ('Dubai', 25.2048, 55.2708),
  ('Dublin', 53.3498, -6.2603),
  ('Edinburgh', 55.9533, -3.1883),
  ('Frankfurt', 50.1109, 8.6821),
  ('Hamburg', 53.5511, 9.9937),
  ('Ho Chi Minh City', 10.8231, 106.6297),
  ('Hong Kong', 22.3193, 114.1694),
  ('Houston', 29.7604, -95.3698),
  ('Jakarta', -6.2088, 106.8456),
  ('Johannesburg', -26.2041, 28.0473),
  ('Kuala Lumpur', 3.139, 101.6869),
  ('Lisbon', 38.7223, -9.1393),
  ('London', 51.5074, -0.1278),
  ('Los Angeles', 34.0522, -118.2437),
  ('Madrid', 40.4168, -3.7038),
  ('Manchester', 53.4808, -2.2426),
  ('Manila', 14.5995, 120.9842),
  ('Melbourne', -37.8136, 144.9631),
  ('Miami', 25.7617, -80.1918),
  ('Milan', 45.4642, 9.19),
  ('Montreal', 45.5017, -73.5673),
  ('Mumbai', 19.076, 72.8777),
  ('Munich', 48.1351, 11.582),
  ('New York', 40.7128, -74.006),
  ('Newcastle', -32.9283, 151.7817),
  ('Osaka', 34.6937, 135.5023),
  ('Oslo', 59.9139, 10.7522),
  ('Paris', 48.8566, 2.3522),
  ('Perth', -31.9505, 115.8605),
  ('Phoenix', 33.4484, -112.074),
  ('Riyadh', 24.7136, 46.6753),
  ('Rome', 41.9028, 12.4964),
  ('San Francisco', 37.7749, -122.4194),
  ('Seattle', 47.6062, -122.3321),
  ('Seoul', 37.5665, 126.978),
  ('Singapore', 1.3521, 103.8198),
  ('Stockholm', 59.3293, 18.0686),
  ('Sydney', -33.8688, 151.2093),
  ('Taipei', 25.033, 121.5654),
  ('Tokyo', 35.6762, 139.6503),
  ('Toronto', 43.6532, -79.3832),
  ('Vancouver', 49.2827, -123.1207),
  ('Vienna', 48.2082, 16.3738),
  ('Wellington', -41.2865, 174.7762),
  ('Wollongong', -34.4278, 150.8931),
  ('Zurich', 47.3769, 8.5417);--> statement-breakpoint
UPDATE operator_profiles p SET base_lat = pl.lat, base_lng = pl.lng
  FROM skyhire_places pl WHERE p.base_lat IS NULL AND lower(trim(p.location)) = lower(pl.name);--> statement-breakpoint
UPDATE job_requests j SET lat = pl.lat, lng = pl.lng
  FROM skyhire_places pl WHERE j.lat IS NULL AND lower(trim(j.location)) = lower(pl.name);--> statement-breakpoint
DROP TABLE skyhire_places;--> statement-breakpoint
UPDATE operator_profiles SET is_public = is_public;--> statement-breakpoint
UPDATE service_listings SET is_public = is_public;

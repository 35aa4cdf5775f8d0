CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- The words of a text as full-text search reads them: the parser's word tokens (letters, or
-- letters with digits, and the parts of hyphenated words), lower case, three characters or
-- more, stopwords left out.
CREATE OR REPLACE FUNCTION title_words(title text) RETURNS SETOF text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT DISTINCT lower(token)
  FROM ts_parse('default', coalesce(title, ''))
  WHERE tokid IN (1, 2, 3, 9, 10, 11, 15, 16, 17)
    AND length(token) >= 3
    AND length(to_tsvector('english', token)) > 0
$$;--> statement-breakpoint
-- Once per statement (a bulk insert adds its words in one go); the words in order, so two
-- transactions adding the same words take their locks in the same order.
CREATE OR REPLACE FUNCTION service_listings_add_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT word FROM changed_rows, title_words(changed_rows.title) AS word
  ORDER BY word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER service_listings_search_words_insert AFTER INSERT ON service_listings
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION service_listings_add_search_words();--> statement-breakpoint
-- An update adds words only where the title changed: most updates of a listing are the
-- operator's figures (rating, badge, visibility) copied to all of their listings at once.
CREATE OR REPLACE FUNCTION service_listings_add_retitled_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT word
  FROM changed_rows
  JOIN previous_rows ON previous_rows.id = changed_rows.id AND previous_rows.title IS DISTINCT FROM changed_rows.title,
  title_words(changed_rows.title) AS word
  ORDER BY word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER service_listings_search_words_update AFTER UPDATE ON service_listings
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION service_listings_add_retitled_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT word FROM service_listings, title_words(service_listings.title) AS word
ORDER BY word
ON CONFLICT DO NOTHING;

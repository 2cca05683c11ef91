-- Searches ignore case and accents the same way on PostgreSQL and on the embedded PGlite, with no extension:
-- NFC first (so a decomposed 'é' is one letter), lower case, the few letters that fold to two, then one letter
-- for each accented Latin letter, and Cyrillic ё as е. Immutable, so generated columns may use it.
CREATE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN translate(
    replace(replace(replace(lower(normalize(value, NFC)), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'),
    'àáâãäåāăąçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįıĵķĺļľŀłñńņňòóôõöøōŏőŕŗřśŝşšșţťŧțùúûüũūŭůűųŵýÿŷźżžё',
    'aaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiiijklllllnnnnooooooooorrrsssssttttuuuuuuuuuuwyyyzzzе'
  );--> statement-breakpoint
-- A tag list as lines of folded text (array_to_string is only stable in general; for text[] it is immutable).
CREATE FUNCTION search_fold(value text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN search_fold(array_to_string(value, chr(10)));--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(name) || chr(10) || coalesce(search_fold(email), '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "interviewers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(name) || chr(10) || search_fold(email) || chr(10) || search_fold(tech_stack)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(title)) STORED NOT NULL;--> statement-breakpoint
-- PostgreSQL: trigram indexes answer a substring search of 20,000 candidates in well under a millisecond. PGlite
-- opens without extensions (pg_trgm is not among its available ones), so there the search scans the short
-- stored column instead; a server that may not create the extension does the same.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX candidates_search_trgm_idx ON candidates USING gin (search_text gin_trgm_ops);
    CREATE INDEX interviewers_search_trgm_idx ON interviewers USING gin (search_text gin_trgm_ops);
    CREATE INDEX jobs_search_trgm_idx ON jobs USING gin (search_text gin_trgm_ops);
    CREATE INDEX clients_search_trgm_idx ON clients USING gin (search_text gin_trgm_ops);
  END IF;
-- The indexes only speed searches up: whatever keeps them from being made (no right to create the extension, a
-- listed extension whose library is missing), searches still work by scanning.
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'no trigram indexes (%): searches scan search_text', SQLERRM;
END $$;

-- The words a business is found by (docs/decisions/026-finding-businesses.md): each word of its name, each two
-- neighbouring words written together ('oto elektrik' -> 'otoelektrik'), its owner's first and last names, folded as
-- foldTurkish folds Turkish letters. Set by a trigger on every write of those names, so the demo seed's plain inserts
-- keep them too, and each word is added to the dictionary typed words are matched against.
CREATE FUNCTION "business_name_terms_of"(business_name text, first_name text, last_name text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH words AS (
    SELECT word, n
    FROM unnest(regexp_split_to_array(
      lower(translate(coalesce(business_name, ''), 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissgguuooccaaiiuu')),
      '[^[:alnum:]]+')) WITH ORDINALITY AS w(word, n)
    WHERE word <> ''
  )
  SELECT coalesce(array_agg(DISTINCT term ORDER BY term), '{}'::text[]) FROM (
    SELECT word AS term FROM words
    UNION ALL
    SELECT a.word || b.word FROM words a JOIN words b ON b.n = a.n + 1
    UNION ALL
    SELECT word FROM unnest(regexp_split_to_array(
      lower(translate(coalesce(first_name, '') || ' ' || coalesce(last_name, ''), 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissgguuooccaaiiuu')),
      '[^[:alnum:]]+')) AS p(word)
    WHERE word <> ''
  ) terms
$$;--> statement-breakpoint
CREATE FUNCTION "users_name_terms_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_type = 'isletme' THEN
    NEW.name_terms := business_name_terms_of(NEW.business_name, NEW.first_name, NEW.last_name);
    INSERT INTO business_name_terms (term) SELECT unnest(NEW.name_terms) ON CONFLICT DO NOTHING;
  ELSE
    NEW.name_terms := '{}'::text[];
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_name_terms" BEFORE INSERT OR UPDATE OF business_name, first_name, last_name, user_type ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_name_terms_set"();--> statement-breakpoint
UPDATE "users" SET "name_terms" = business_name_terms_of(business_name, first_name, last_name) WHERE "user_type" = 'isletme';--> statement-breakpoint
INSERT INTO "business_name_terms" ("term") SELECT DISTINCT unnest("name_terms") FROM "users" ON CONFLICT DO NOTHING;

-- earth_at as ll_to_earth's own formula with every name schema-qualified, instead of a call under `SET search_path`
-- (migration 0016): a function with a SET clause is never inlined, so each call paid for switching the search_path,
-- about 25 µs, twice per business on every near= page. Inlined, it is the same arithmetic (same values, so the
-- location index stays valid), still safe under pg_restore's empty search_path.
CREATE OR REPLACE FUNCTION "earth_at"(lat double precision, lng double precision) RETURNS public.earth
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS 'select public.cube(public.cube(public.cube(public.earth() * cos(radians(lat)) * cos(radians(lng))), public.earth() * cos(radians(lat)) * sin(radians(lng))), public.earth() * sin(radians(lat)))::public.earth';

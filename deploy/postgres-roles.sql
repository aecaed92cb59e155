-- The site's two PostgreSQL roles (decision 0050):
--   gateway_owner  owns the database and its schema; `npm run db:migrate` connects as it
--                  (DATABASE_OWNER_URL), once per release, before the servers restart.
--   gateway_app    what the servers connect as (DATABASE_URL): it reads and writes rows and can
--                  change no table, so an injection or a stolen password cannot alter the schema.
--
-- Run once, as a superuser, connected to the site's (empty or existing) database:
--   psql "postgres://postgres@db.internal:5432/gateway" -v ON_ERROR_STOP=1 -f deploy/postgres-roles.sql
-- then give each role its password in psql (\password gateway_owner, \password gateway_app) and
-- put them in the two URLs. Running it again is harmless. Other names: replace both everywhere.

DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'gateway_owner') THEN
    CREATE ROLE gateway_owner LOGIN;
  END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'gateway_app') THEN
    CREATE ROLE gateway_app LOGIN;
  END IF;
  -- The owner of the database may create the schema "drizzle" that records applied migrations,
  -- and (PostgreSQL 15 and later) owns the schema public through pg_database_owner.
  EXECUTE format('ALTER DATABASE %I OWNER TO gateway_owner', current_database());
  EXECUTE format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database());
  EXECUTE format('GRANT CONNECT, TEMPORARY ON DATABASE %I TO gateway_app', current_database());
END
$$;

-- Before PostgreSQL 15 everyone could create tables in public; nobody but the owner may.
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT ALL ON SCHEMA public TO gateway_owner;
GRANT USAGE ON SCHEMA public TO gateway_app;

-- Rows, not tables: for the tables there are now and every table a migration adds later.
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO gateway_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO gateway_app;
ALTER DEFAULT PRIVILEGES FOR ROLE gateway_owner IN SCHEMA public
  GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO gateway_app;
ALTER DEFAULT PRIVILEGES FOR ROLE gateway_owner IN SCHEMA public
  GRANT USAGE, SELECT ON SEQUENCES TO gateway_app;

-- The record of applied migrations: the servers read it at start to refuse a database that is
-- behind their code, and never write it.
CREATE SCHEMA IF NOT EXISTS drizzle AUTHORIZATION gateway_owner;
ALTER SCHEMA drizzle OWNER TO gateway_owner;
GRANT USAGE ON SCHEMA drizzle TO gateway_app;
GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO gateway_app;
ALTER DEFAULT PRIVILEGES FOR ROLE gateway_owner IN SCHEMA drizzle
  GRANT SELECT ON TABLES TO gateway_app;

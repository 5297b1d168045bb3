CREATE UNIQUE INDEX "users_staff_username_unique" ON "users" USING btree (lower("username")) WHERE "users"."role" <> 'leerling';--> statement-breakpoint
-- No pupil may have a staff or office user name, nor staff a pupil's (server/identity/login-names.ts).
-- Rows of the other kind are checked under an advisory lock on one key: shared for pupils, who never
-- wait for each other, exclusive for staff, so a pupil and a staff user of one name cannot both pass.
-- The message names no user: children's names stay out of the log.
CREATE FUNCTION users_login_name_apart() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role = 'leerling' THEN
    PERFORM pg_advisory_xact_lock_shared(hashtext('users.login_name_apart'));
  ELSE
    PERFORM pg_advisory_xact_lock(hashtext('users.login_name_apart'));
  END IF;
  IF EXISTS (
    SELECT 1 FROM users u
    WHERE lower(u.username) = lower(NEW.username) AND u.id <> NEW.id
      AND (u.role = 'leerling') <> (NEW.role = 'leerling')
  ) THEN
    RAISE EXCEPTION 'a pupil and a staff or office user may not share a user name'
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'users_login_name_apart';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_login_name_apart BEFORE INSERT OR UPDATE OF username, role ON users
  FOR EACH ROW EXECUTE FUNCTION users_login_name_apart();

import { integer, text } from "drizzle-orm/sqlite-core";

/** Random, unguessable primary key (128 bits, URL-safe). */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let out = "";
  for (const b of bytes) out += b.toString(16).padStart(2, "0");
  return out;
}

export const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => newId());

/** Instants are stored as UTC milliseconds. */
export const instant = (name: string) => integer(name, { mode: "timestamp_ms" });

export const createdAt = () =>
  instant("created_at")
    .notNull()
    .$defaultFn(() => new Date());

export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: instant("updated_at")
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date()),
});

export const bool = (name: string) => integer(name, { mode: "boolean" });

/** JSON stored as text; typed by the caller. */
export const json = <T>(name: string) => text(name, { mode: "json" }).$type<T>();

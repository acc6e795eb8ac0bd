/** Editor photos live in R2 under keys the server builds: `editor/photos/<32 hex>.<ext>`. */
export const PHOTO_EXTENSIONS = ["png", "jpg", "gif", "webp"] as const;
export type PhotoExtension = (typeof PHOTO_EXTENSIONS)[number];

export const PHOTO_NAME_PATTERN = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;
export const PHOTO_KEY_PATTERN = /^editor\/photos\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/;
export const PHOTO_KEY_PREFIX = "editor/photos/";
/** Where GET serves a photo (worker/api/editor.ts). */
export const PHOTO_URL_PREFIX = "/api/editor/photos/";

export function photoUrl(key: string): string {
  return `${PHOTO_URL_PREFIX}${key.slice(PHOTO_KEY_PREFIX.length)}`;
}

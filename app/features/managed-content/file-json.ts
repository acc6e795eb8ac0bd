/** A stored file as the API and pages show it: never its R2 key. */
export type FileJson = { id: string; name: string; size: number; contentType: string; url: string };

export function fileJson(
  file: { id: string; originalName: string; size: number; contentType: string },
  url: string,
): FileJson {
  return { id: file.id, name: file.originalName, size: file.size, contentType: file.contentType, url };
}

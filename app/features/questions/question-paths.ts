/** The public Q&A pages' paths (client-safe: links on the pages, redirects in their actions). */
export const INQUIRY_PATH = "/center/inquiry";
export const inquiryPath = (id: string) => `${INQUIRY_PATH}/${encodeURIComponent(id)}`;

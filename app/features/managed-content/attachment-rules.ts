/*
 * What a notice or download may carry, in one place: the form states these limits and the
 * server enforces them (attachments.server.ts). Client-safe.
 */

/** Largest file, in bytes. The request as a whole is held in memory by the Worker. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Files on one notice or download. */
export const ATTACHMENT_MAX_FILES = 5;
/** Longest kept file name, in characters. */
export const ATTACHMENT_NAME_MAX = 150;

/** How a kind of file begins (its magic bytes); the extension must agree with it. */
export type FileFamily = "pdf" | "ole" | "zip" | "png" | "jpeg";

/** Accepted extensions: the family their bytes must show, and the type they are served with. */
export const ATTACHMENT_TYPES = {
  pdf: { family: "pdf", contentType: "application/pdf" },
  hwp: { family: "ole", contentType: "application/x-hwp" },
  hwpx: { family: "zip", contentType: "application/vnd.hancom.hwpx" },
  doc: { family: "ole", contentType: "application/msword" },
  docx: {
    family: "zip",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  xls: { family: "ole", contentType: "application/vnd.ms-excel" },
  xlsx: { family: "zip", contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  ppt: { family: "ole", contentType: "application/vnd.ms-powerpoint" },
  pptx: {
    family: "zip",
    contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  },
  zip: { family: "zip", contentType: "application/zip" },
  jpg: { family: "jpeg", contentType: "image/jpeg" },
  jpeg: { family: "jpeg", contentType: "image/jpeg" },
  png: { family: "png", contentType: "image/png" },
} as const satisfies Record<string, { family: FileFamily; contentType: string }>;

export type AttachmentExtension = keyof typeof ATTACHMENT_TYPES;

export const ATTACHMENT_EXTENSIONS = Object.keys(ATTACHMENT_TYPES) as AttachmentExtension[];

/** The file input's `accept`. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(",");

/** The limits as a form states them (numbers, then the extension list). */
export const attachmentLimits = {
  maxMegabytes: ATTACHMENT_MAX_BYTES / 1024 / 1024,
  maxFiles: ATTACHMENT_MAX_FILES,
  extensions: ATTACHMENT_EXTENSIONS.filter((e) => e !== "jpeg")
    .map((e) => e.toUpperCase())
    .join(", "),
};

import type { QualificationType, SupplyType } from "../../lib/enums";

/*
 * The document checklist derived from the answers, the slots files go into, and the limits
 * stated before uploading. Client-safe: the documents step, the API and the submit rule
 * read the same list.
 */

/** At most this many bytes a file (10 MB), and this many files an application. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 20;
/** At most this many files (pages) in one checklist item. */
export const MAX_FILES_PER_KIND = 10;

/** What the content may be: sniffed from the bytes, never taken from the name (file-type.ts). */
export const DOCUMENT_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_KINDS = ["idCard", "residence", "marriage", "marriagePlan", "income", "car", "extra"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The answers the checklist depends on. */
export type ChecklistAnswers = {
  qualificationType?: QualificationType | null;
  marriagePlanned?: boolean | null;
  supplyType?: SupplyType | null;
  isCar?: boolean | null;
};

export type ChecklistItem = { kind: DocumentKind; required: boolean };

/**
 * Everyone: an ID card and a resident registration abstract (both with the back half of the
 * resident registration number masked: docs/product.md §16); newlyweds: the marriage
 * certificate, or for a planned marriage a proof of it; special supply: income proof; a
 * car owner: the car's registration. Extra documents are always optional.
 */
export function checklist(answers: ChecklistAnswers): ChecklistItem[] {
  const married = answers.qualificationType === "MARRIED_TYPE";
  const items: ChecklistItem[] = [
    { kind: "idCard", required: true },
    { kind: "residence", required: true },
  ];
  if (married) items.push({ kind: answers.marriagePlanned ? "marriagePlan" : "marriage", required: true });
  if (answers.supplyType === "SPECIAL_TYPE") items.push({ kind: "income", required: true });
  if (answers.isCar) items.push({ kind: "car", required: true });
  items.push({ kind: "extra", required: false });
  return items;
}

/** A slot: the kind, or the kind and its page number from 2 ("residence", "residence-2"). */
const SLOT_PATTERN = new RegExp(`^(${DOCUMENT_KINDS.join("|")})(?:-([2-9]|10))?$`);

export function parseSlot(name: string): { kind: DocumentKind; page: number } | null {
  const match = SLOT_PATTERN.exec(name);
  if (!match) return null;
  return { kind: match[1] as DocumentKind, page: match[2] ? Number(match[2]) : 1 };
}

export function slotName(kind: DocumentKind, page: number): string {
  return page === 1 ? kind : `${kind}-${page}`;
}

/** The first free slot of a kind among the slots taken, or null when the kind is full. */
export function nextFreeSlot(kind: DocumentKind, taken: readonly string[]): string | null {
  for (let page = 1; page <= MAX_FILES_PER_KIND; page++) {
    const name = slotName(kind, page);
    if (!taken.includes(name)) return name;
  }
  return null;
}

/** The required items that have no file yet. */
export function missingDocuments(items: readonly ChecklistItem[], taken: readonly string[]): DocumentKind[] {
  const kinds = new Set(taken.map((name) => parseSlot(name)?.kind));
  return items.filter((item) => item.required && !kinds.has(item.kind)).map((item) => item.kind);
}

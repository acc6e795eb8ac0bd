import type { QualificationType, SupplyCategory, SupplyType } from "../../lib/enums";

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

/** The application's own documents (the form's checklist). */
export const APPLICATION_DOCUMENT_KINDS = [
  "idCard",
  "residence",
  "marriage",
  "marriagePlan",
  "income",
  "car",
  "extra",
] as const;

/**
 * The winners' documents (당첨자 서류, docs/product/after-draw.md): handed in after the draw by
 * each winner, in slots of their own beside the application's.
 */
export const WINNER_DOCUMENT_KINDS = [
  "winFamily",
  "winHealth",
  "winIncome",
  "winAssets",
  "winNoHome",
  "winMarriage",
  "winPriority",
  "winExtra",
  // An appeal's files (이의신청), handed in with it after a refusal.
  "winAppeal",
] as const;
export type WinnerDocumentKind = (typeof WINNER_DOCUMENT_KINDS)[number];

export const DOCUMENT_KINDS = [...APPLICATION_DOCUMENT_KINDS, ...WINNER_DOCUMENT_KINDS] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const isWinnerKind = (kind: string): kind is WinnerDocumentKind =>
  (WINNER_DOCUMENT_KINDS as readonly string[]).includes(kind);

/** At most this many winners' files an application, beside its MAX_FILES. */
export const MAX_WINNER_FILES = 20;

/**
 * The winners' documents per supply type and category (docs/product/after-draw.md §1): everyone
 * the family relations certificate, the health insurance record, the financial information
 * consent (assets), the no-home pledge and the income proof; a newlywed the marriage relations
 * certificate; special supply (우선공급) the proof of its priority. Extra files are optional.
 */
export function winnerChecklist(group: {
  supplyType: SupplyType | null;
  supplyCategory: SupplyCategory | null;
}): { kind: WinnerDocumentKind; required: boolean }[] {
  const items: { kind: WinnerDocumentKind; required: boolean }[] = [
    { kind: "winFamily", required: true },
    { kind: "winHealth", required: true },
    { kind: "winIncome", required: true },
    { kind: "winAssets", required: true },
    { kind: "winNoHome", required: true },
  ];
  if (group.supplyCategory === "MARRIED") items.push({ kind: "winMarriage", required: true });
  if (group.supplyType === "SPECIAL_TYPE") items.push({ kind: "winPriority", required: true });
  items.push({ kind: "winExtra", required: false });
  return items;
}

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

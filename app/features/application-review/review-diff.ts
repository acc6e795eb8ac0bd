/*
 * What changed between two versions of an application: their immutable snapshots
 * (application_versions.snapshot, see ApplicationSnapshot) compared field by field. Pure and
 * client-safe; the detail page labels the fields and formats the values.
 */

/** The answer fields in the order the form asks them (snapshot.answers). */
export const ANSWER_FIELDS = [
  "email",
  "qualificationType",
  "unitType",
  "supplyType",
  "supplyCategory",
  "earningRank",
  "regionRank",
  "isHomeless",
  "isAsset",
  "isCar",
  "carValue",
  "spouseName",
  "spousePhone",
  "spouseBirth",
  "marriagePlanned",
  "marriageDate",
] as const;
export type AnswerField = (typeof ANSWER_FIELDS)[number];

/** The person as verified, kept beside the answers. */
export const PERSON_FIELDS = ["name", "phone", "birth"] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

type Value = string | number | boolean | null;

export type FieldChange =
  | { kind: "field"; field: PersonField | AnswerField; before: Value; after: Value }
  /** A document slot: its file's name before and after (null: no file in that version). */
  | { kind: "document"; slot: string; before: string | null; after: string | null };

type SnapshotDocument = { name: string; originalName: string; sha256?: string; size?: number };
type Snapshot = Record<string, unknown>;

const scalar = (v: unknown): Value =>
  typeof v === "string" || typeof v === "number" || typeof v === "boolean" ? v : null;

const answersOf = (s: Snapshot) => (s.answers && typeof s.answers === "object" ? (s.answers as Snapshot) : {});

function documentsOf(s: Snapshot): Map<string, SnapshotDocument> {
  const list = Array.isArray(s.documents) ? (s.documents as SnapshotDocument[]) : [];
  return new Map(list.filter((d) => d && typeof d.name === "string").map((d) => [d.name, d]));
}

const sameFile = (a: SnapshotDocument, b: SnapshotDocument) =>
  a.originalName === b.originalName && (a.sha256 ?? "") === (b.sha256 ?? "") && (a.size ?? 0) === (b.size ?? 0);

/** Every field and document slot that differs from `before` to `after`, in the form's order. */
export function snapshotChanges(before: Snapshot, after: Snapshot): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of PERSON_FIELDS) {
    const [a, b] = [scalar(before[field]), scalar(after[field])];
    if (a !== b) changes.push({ kind: "field", field, before: a, after: b });
  }
  const [oldAnswers, newAnswers] = [answersOf(before), answersOf(after)];
  for (const field of ANSWER_FIELDS) {
    const [a, b] = [scalar(oldAnswers[field]), scalar(newAnswers[field])];
    if (a !== b) changes.push({ kind: "field", field, before: a, after: b });
  }
  const [oldDocs, newDocs] = [documentsOf(before), documentsOf(after)];
  const slots = [...new Set([...oldDocs.keys(), ...newDocs.keys()])].sort();
  for (const slot of slots) {
    const [a, b] = [oldDocs.get(slot), newDocs.get(slot)];
    if (a && b && sameFile(a, b)) continue;
    changes.push({ kind: "document", slot, before: a?.originalName ?? null, after: b?.originalName ?? null });
  }
  return changes;
}

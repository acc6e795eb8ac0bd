import type { Gender } from "../../lib/enums";

/*
 * The people of the local seed's sample applications (db/seed/sample-applications.ts), as the
 * sandbox verifies them: the seed keys each application with what a sandbox verification of
 * that person id gives, so picking one on the sandbox page (local and test only) finds their
 * application on the look-up. Names are fictional; phones are in the unused 010-2000-0xxx block.
 */

export type SandboxPerson = {
  /** The sandbox's stand-in for KCP's ci/di: the same id is the same person. */
  personId: string;
  name: string;
  /** YYYYMMDD */
  birth: string;
  /** Digits only, as the sandbox's form takes it. */
  phone: string;
  gender: Gender;
  /** The seeded round of their application (1: closed, drawable; 2: open, being reviewed). */
  round: 1 | 2;
  receiptNo: string;
};

/** The query parameter that opens the sandbox page with a listed person's details filled in. */
export const PICK_PARAM = "person";

const person = (
  n: number,
  name: string,
  birth: string,
  phone: string,
  gender: Gender,
  round: 1 | 2,
  receiptNo: string,
): SandboxPerson => ({
  personId: `sample-${String(n).padStart(2, "0")}`,
  name,
  birth,
  phone,
  gender,
  round,
  receiptNo,
});

/**
 * Round 2's review samples (H2-SAMP-…, varied statuses, a paper one, a pair with the same phone
 * and a pair with the same name and birth date), then round 1's draw samples (H1-DRAW-…).
 */
export const SANDBOX_PEOPLE: readonly SandboxPerson[] = [
  person(1, "김하늘", "19980312", "01020000001", "FEMALE", 2, "H2-SAMP-0001"),
  person(2, "이바다", "19930705", "01020000002", "MALE", 2, "H2-SAMP-0002"),
  person(3, "박구름", "20010101", "01020000003", "MALE", 2, "H2-SAMP-0003"),
  person(4, "최나래", "19960220", "01020000004", "FEMALE", 2, "H2-SAMP-0004"),
  person(5, "정다온", "19900909", "01020000005", "FEMALE", 2, "H2-SAMP-0005"),
  person(6, "한별", "19970417", "01020000006", "FEMALE", 2, "H2-SAMP-0006"),
  person(7, "윤슬", "19950830", "01020000007", "FEMALE", 2, "H2-SAMP-0007"),
  person(8, "서이안", "19990111", "01020000008", "MALE", 2, "H2-SAMP-0008"),
  person(9, "강도윤", "19940606", "01020000009", "MALE", 2, "H2-SAMP-0009"),
  // Same phone as 김하늘 (a family phone): flagged as a duplicate.
  person(10, "오시우", "19920202", "01020000001", "MALE", 2, "H2-SAMP-0010"),
  // Same name and birth date, different phones (two people): flagged as a duplicate.
  person(11, "김하람", "19950505", "01020000011", "FEMALE", 2, "H2-SAMP-0011"),
  person(12, "김하람", "19950505", "01020000012", "FEMALE", 2, "H2-SAMP-0012"),
  person(13, "남궁솔", "19900115", "01020000201", "FEMALE", 1, "H1-DRAW-0001"),
  person(14, "황보람", "19910215", "01020000202", "MALE", 1, "H1-DRAW-0002"),
  person(15, "선우진", "19920315", "01020000203", "MALE", 1, "H1-DRAW-0003"),
  person(16, "독고윤", "19930415", "01020000204", "FEMALE", 1, "H1-DRAW-0004"),
  person(17, "제갈현", "19940515", "01020000205", "MALE", 1, "H1-DRAW-0005"),
  person(18, "사공민", "19950615", "01020000206", "FEMALE", 1, "H1-DRAW-0006"),
  person(19, "서문결", "19960715", "01020000207", "MALE", 1, "H1-DRAW-0007"),
  person(20, "탁지안", "19970815", "01020000208", "FEMALE", 1, "H1-DRAW-0008"),
  person(21, "봉하율", "19980915", "01020000209", "FEMALE", 1, "H1-DRAW-0009"),
  person(22, "편시온", "19990115", "01020000210", "MALE", 1, "H1-DRAW-0010"),
  person(23, "국새봄", "19900215", "01020000211", "FEMALE", 1, "H1-DRAW-0011"),
  person(24, "어진우", "19910315", "01020000212", "MALE", 1, "H1-DRAW-0012"),
  person(25, "모하린", "19970303", "01020000213", "FEMALE", 1, "H1-DRAW-0013"),
  person(26, "용태오", "19960707", "01020000214", "MALE", 1, "H1-DRAW-0014"),
];

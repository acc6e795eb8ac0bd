import { describe, expect, it } from "vitest";
import { type BenchFigures, capacity, markdown } from "../../../scripts/capacity";

/** A bench's figures, round numbers: 10 requests, 150 ms CPU, 40 D1 statements (15 writes) per applicant. */
const FIGURES: BenchFigures = {
  applicants: 1000,
  clients: 100,
  applicantsPerSecond: 5,
  requestsPerApplicant: 10,
  cpu: {
    calibration: {
      verify: { requestsPerApplicant: 5, cpuMsPerApplicant: 100, cpuMsPerRequest: 20 },
      submit: { requestsPerApplicant: 5, cpuMsPerApplicant: 50, cpuMsPerRequest: 10 },
    },
  },
  d1PerApplicant: { calls: 20, statements: 40, writes: 15 },
  storage: {
    rowsAddedPerApplicant: { applications: 8, outbox: 2 },
    rowsAddedWrittenEstimatePerApplicant: 30,
    r2ObjectsPerApplicant: 2,
    r2BytesPerApplicant: 1000,
  },
};

describe("the capacity model (npm run capacity)", () => {
  it("adds up an applicant's load from the bench's figures", () => {
    const { perApplicant, d1ApplicantsPerSecond } = capacity(FIGURES);
    // 10 rows added, 15 writes: 5 updates, each its row and an index entry, beside the 30 estimated for the inserts.
    expect(perApplicant).toMatchObject({ requests: 10, cpuMs: 150, d1RowsWritten: 40, r2Objects: 2, messages: 2 });
    // 1,000 queries/s at 1 ms: 40 statements each on the primary, or only the 15 writes with reads on replicas.
    expect(d1ApplicantsPerSecond.primaryOnly).toBe(25);
    expect(d1ApplicantsPerSecond.withReadReplicas).toBeCloseTo(66.667, 3);
  });

  it("sizes 100,000 and 1,000,000 applicants in ten minutes against the published limits", () => {
    const [, hundredThousand, million] = capacity(FIGURES).scenarios;
    expect(hundredThousand).toMatchObject({
      applicants: 100_000,
      d1DatabasesPrimaryOnly: 7, // 166.7/s over 25/s
      d1DatabasesWithReplicas: 3, // 166.7/s over 66.7/s
      waitingRoomObjects: 1, // 500 requests/s under one object's 1,000
      queues: 1,
    });
    expect(hundredThousand?.requestsPerSecond).toBeCloseTo(1666.7, 1);
    expect(hundredThousand?.workerCpuSecondsPerSecond).toBeCloseTo(25, 6);
    expect(hundredThousand?.oneDatabaseMinutes).toBeCloseTo(25, 6);
    expect(hundredThousand?.waitingRoomCapacity).toBe(20_000);
    expect(million).toMatchObject({
      d1DatabasesPrimaryOnly: 67,
      d1DatabasesWithReplicas: 25,
      waitingRoomObjects: 5,
      queues: 1,
    });
    // Two documents of 1 MB each (a real document, not the bench's few bytes) for a million applicants.
    expect(million?.r2Gb).toBeCloseTo(2000, 6);
    // Workers 10 x $0.30/M + 150 ms x $0.02/M, D1 40 rows x $1/M, R2 2 x $4.50/M + 0.002 GB x $0.015 x 12 months,
    // 3 DO requests x $0.15/M, 2 messages x 3 ops x $0.40/M.
    expect(million?.costPerApplicantUsd).toBeCloseTo(57.85e-6 + 360e-6, 12);
  });

  it("takes slower D1 queries: half the applicants per database at 2 ms", () => {
    expect(capacity(FIGURES, undefined, { d1QueryMs: 2 }).d1ApplicantsPerSecond.primaryOnly).toBe(12.5);
  });

  it("prints the table with a row per scenario", () => {
    const table = markdown(FIGURES);
    expect(table).toContain("| 100,000 | 167 | 1,667 |");
    expect(table).toContain("| 1,000,000 | 1,667 |");
  });
});

import { describe, expect, it } from "vitest";
import { gatePath, waitsForAdmission } from "../../../app/features/waiting-room/waiting-room.server";

/** The waiting room's gate reads a path as the routers will (docs/waiting-room.md). */
describe("gatePath", () => {
  it.each([
    ["/form/application", "/form/application"],
    ["/Form/Application", "/form/application"],
    ["/form/application/", "/form/application"],
    ["/form/%61pplication", "/form/application"],
    ["/form/%2561pplication", "/form/application"],
    ["//form///application//", "/form/application"],
    ["/form/./application", "/form/application"],
    ["/a/b/../../form/application", "/form/application"],
    ["/form/application.data", "/form/application"],
    ["/Form/Application.DATA", "/form/application"],
    ["/form/application/.data", "/form/application"],
    ["/form\\\\application", "/form/application"],
    ["/form/%E0%A4%A", "/form/%e0%a4%a"],
    ["/", "/"],
    ["/_root.data", "/_root"],
  ])("%s → %s", (raw, canonical) => {
    expect(gatePath(raw)).toBe(canonical);
  });

  it("makes every spelling of a journey write wait, and none of the reads", () => {
    for (const path of ["/api/v1/%61pplication", "/API/V1/application/", "/api/v1/application/abc/upload"]) {
      expect(waitsForAdmission("POST", path), path).toBe(true);
    }
    for (const path of ["/api/v1/application/schedules", "/api/v1/Application/Competition/", "/api/v1/waiting-room"]) {
      expect(waitsForAdmission("POST", path), path).toBe(false);
    }
    expect(waitsForAdmission("GET", "/api/v1/%61pplication")).toBe(false);
    expect(waitsForAdmission("GET", "/Form/Application/Waiting/")).toBe(false);
  });
});

import { z } from "zod/mini";
import { QUALIFICATION_TYPES } from "../../lib/enums";
import { isCalendarDate } from "../../lib/format";
import { birthSchema } from "../../lib/validation";

/*
 * The self-check's field checks, apart from its rules (self-check.ts): the page loads them in
 * the browser on the first answer (useValidatedForm's schema loader), so its first visit
 * carries no zod. zod/mini, as the public forms' schemas are (app/lib/validation.ts).
 */

const yesNo = (code: "isHomeless" | "isCar") => z.enum(["true", "false"], { error: `validation.application.${code}` });

/** What a complete self-check needs; the marriage only of newlyweds, the car's value only with a car. */
export const selfCheckSchema = z
  .object({
    birth: birthSchema,
    qualificationType: z.enum(QUALIFICATION_TYPES, { error: "validation.application.qualificationType" }),
    marriage: z.optional(z.string()),
    marriageDate: z.optional(z.string()),
    isHomeless: yesNo("isHomeless"),
    isCar: yesNo("isCar"),
    carValue: z.optional(z.string()),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.qualificationType === "MARRIED_TYPE") {
        if (v.marriage !== "married" && v.marriage !== "planned") {
          ctx.addIssue({ code: "custom", path: ["marriage"], message: "validation.application.marriage" });
        } else if (v.marriage === "married" && !isCalendarDate(v.marriageDate?.trim() ?? "")) {
          ctx.addIssue({ code: "custom", path: ["marriageDate"], message: "validation.application.marriageDate" });
        }
      }
      if (v.isCar === "true" && !/^[1-9]\d{0,5}$/.test(v.carValue?.trim() ?? "")) {
        ctx.addIssue({ code: "custom", path: ["carValue"], message: "validation.application.carValue" });
      }
    }),
  );

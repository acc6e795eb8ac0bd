import type ko from "../ko/subscription-document.server";
import type { Mirror } from "../types";

export default {
  title: "Required documents",
  description:
    "The documents applicants selected for document review must submit, grouped as common, young people, newlyweds and priority supply, with where to get each. Also how to submit them and what to watch out for.",
  lead: "Documents are not submitted with the application but online within 7 days after you are listed for document review. Every document must be issued on or after the date of the recruitment notice.",
  sections: [
    {
      id: "common",
      heading: "Common documents",
      blocks: [
        {
          kind: "table",
          caption: "Documents every applicant in document review submits",
          columns: ["Document", "Who", "Where to get it", "Check"],
          rows: [
            [
              "Resident registration certificate",
              "Applicant",
              "Community service centre, Government24",
              "Shows the relation to the head of household and every household member",
            ],
            [
              "Family relation certificate (detailed)",
              "Applicant",
              "Community service centre, Supreme Court e-Family Registration System",
              "Detailed certificate for the applicant",
            ],
            [
              "Consent to the collection and use of personal data",
              "Applicant (and spouse, for newlyweds)",
              "Forms library",
              "Signed by each person",
            ],
            ["Car registration record (part A)", "Car owners", "Government24", "Shows model, year and engine size"],
          ],
        },
      ],
    },
    {
      id: "youth",
      heading: "Additional documents for young people",
      blocks: [
        {
          kind: "table",
          caption: "Documents young applicants submit where they apply",
          columns: ["Document", "Who", "Where to get it", "Check"],
          rows: [
            [
              "Certificate of employment or enrolment",
              "Applicants claiming 2nd region rank through a job or school in Seoul",
              "Employer, school",
              "Employed or enrolled on the notice date",
            ],
            [
              "Certificate of income or withholding tax receipt",
              "Priority supply applicants",
              "Hometax, employer",
              "Last year’s income",
            ],
          ],
        },
      ],
    },
    {
      id: "newlywed",
      heading: "Additional documents for newlyweds",
      blocks: [
        {
          kind: "table",
          caption: "Documents newlywed applicants submit where they apply",
          columns: ["Document", "Who", "Where to get it", "Check"],
          rows: [
            [
              "Marriage relation certificate (detailed)",
              "Newlyweds",
              "Community service centre, Supreme Court e-Family Registration System",
              "Date the marriage was registered",
            ],
            [
              "Confirmation of planned marriage",
              "Engaged couples",
              "Forms library",
              "Includes a pledge to submit the marriage certificate before moving in",
            ],
            [
              "Spouse’s resident registration certificate",
              "Applicants whose spouse lives at another address",
              "Community service centre, Government24",
              "Spouse’s household members",
            ],
            [
              "Certificate of income or withholding tax receipt",
              "Priority supply applicants and their spouses",
              "Hometax, employer",
              "Combined income of the couple",
            ],
            [
              "Pregnancy certificate or birth certificate",
              "Pregnant applicants and families with infants asking for a low floor",
              "Hospital",
              "Issued on or after the notice date",
            ],
          ],
        },
      ],
    },
    {
      id: "special",
      heading: "Additional documents for priority supply",
      blocks: [
        {
          kind: "table",
          caption: "Documents priority supply applicants submit",
          columns: ["Document", "Who", "Where to get it", "Check"],
          rows: [
            [
              "Consent to the provision of financial information",
              "Applicant and every household member",
              "Forms library",
              "Needed for the electronic asset check; each person signs",
            ],
            [
              "Statement of no income",
              "Household members without income",
              "Forms library",
              "Only household members aged 19 or over",
            ],
          ],
        },
      ],
    },
    {
      id: "submit",
      heading: "How to submit",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Check the list",
              text: "On the day the review list is published, check on the application look-up page or in the text message whether you are on it.",
            },
            {
              title: "Prepare the files",
              text: "Prepare the documents as PDF, JPG or PNG files. Scan them or photograph them so that the text is sharp.",
            },
            {
              title: "Upload",
              text: "Verify your identity on the application look-up page, upload a file for each document and press Submit.",
            },
            {
              title: "Supplement",
              text: "If something is missing, we ask by text message. Upload it again on the supplement page within the given deadline.",
            },
          ],
        },
        {
          kind: "callout",
          tone: "important",
          title: "Please make sure",
          items: [
            "Always cover the last seven digits of resident registration numbers on every document before uploading.",
            "Documents issued before the date of the recruitment notice are not accepted.",
            "Forging or altering documents cancels the award and may lead to legal liability.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Download consent forms from the forms library", href: "/center/download" },
            { label: "See frequently asked questions", href: "/center/faqs" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;

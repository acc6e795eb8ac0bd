/**
 * The typed structure of a guide page. Korean content is written `as const satisfies
 * GuidePage`; English and Chinese are typed `Mirror<typeof koPage>`, so they must have the
 * same sections, blocks and list lengths, with only the wording free.
 */
import type { GuideImage } from "./images";

export type Paragraph = { readonly kind: "paragraph"; readonly text: string };
export type List = { readonly kind: "list"; readonly ordered: boolean; readonly items: readonly string[] };
export type Table = {
  readonly kind: "table";
  readonly caption: string;
  readonly columns: readonly string[];
  /** Each row's first cell names the row (rendered as a row header). */
  readonly rows: readonly (readonly string[])[];
  readonly note?: string;
};
export type Figure = {
  readonly kind: "figure";
  readonly image: GuideImage;
  readonly alt: string;
  readonly caption: string;
  /** Names of the numbered or lettered markers drawn in the image, in their order. */
  readonly legend?: readonly string[];
};
export type Callout = {
  readonly kind: "callout";
  readonly tone: "info" | "important";
  readonly title: string;
  readonly items: readonly string[];
};
export type Facts = {
  readonly kind: "facts";
  readonly items: readonly { readonly term: string; readonly detail: string }[];
};
export type Steps = {
  readonly kind: "steps";
  readonly items: readonly { readonly title: string; readonly text: string }[];
};
export type Links = {
  readonly kind: "links";
  readonly items: readonly { readonly label: string; readonly href: string }[];
};
/** Replaced by the loader with the current round's dates and state (subscription/recruitment). */
export type CurrentRound = { readonly kind: "currentRound" };

export type Block = Paragraph | List | Table | Figure | Callout | Facts | Steps | Links | CurrentRound;

export type GuideSubsection = { readonly id: string; readonly heading: string; readonly blocks: readonly Block[] };
export type GuideSection = GuideSubsection & { readonly subsections?: readonly GuideSubsection[] };

export type GuidePage = {
  /** The h1 and the label in menus. */
  readonly title: string;
  /** The meta and Open Graph description. */
  readonly description: string;
  readonly lead: string;
  readonly sections: readonly GuideSection[];
};

/** Interface text of the guide pages in one language. */
export type GuideUi = {
  readonly siteName: string;
  readonly sectionNav: string;
  readonly newWindow: string;
  readonly round: {
    readonly name: string;
    readonly period: string;
    readonly state: string;
    readonly states: Readonly<Record<"beforeOpen" | "open" | "closed" | "stopped", string>>;
    readonly none: string;
    readonly apply: string;
    readonly details: string;
    readonly register: string;
  };
};

type StructuralKey = "kind" | "id" | "image" | "href" | "tone" | "ordered";

/** The same structure as T with every text widened to string. */
export type Mirror<T> = T extends string
  ? string
  : T extends number | boolean
    ? T
    : { readonly [K in keyof T]: K extends StructuralKey ? T[K] : Mirror<T[K]> };

import { z } from "zod";
import { SOCIAL_LINK_KINDS } from "../../lib/enums";
import { messages as fieldMessages } from "../../lib/validation";

/** Korean messages shown next to the console's setting fields. */
export const settingMessages = {
  complexName: "단지명을 입력해주세요 (80자 이내)",
  operatorName: "운영사 상호를 입력해주세요 (80자 이내)",
  representative: "대표자명을 입력해주세요 (40자 이내)",
  businessNumber: "사업자등록번호를 000-00-00000 형식으로 입력해주세요",
  phone: "문의 전화번호를 입력해주세요 (20자 이내)",
  address: "주소를 입력해주세요 (200자 이내)",
  copyright: "저작권 문구를 입력해주세요 (120자 이내)",
  infoTitle: "항목 제목을 입력해주세요 (40자 이내)",
  infoText: "항목 내용을 입력해주세요 (200자 이내)",
  linkTitle: "링크 이름을 입력해주세요 (40자 이내)",
  internalPath: "사이트 안의 경로를 입력해주세요",
  httpsUrl: "https://로 시작하는 주소를 입력해주세요",
  link: "링크는 사이트 안의 경로(/로 시작) 또는 https:// 주소로 입력해주세요",
  socialKind: "소셜 채널 종류를 선택해주세요",
  socialLabel: "채널 이름을 입력해주세요 (40자 이내)",
  surveyUrl: "설문 주소는 https://로 시작하는 주소로 입력하거나 비워주세요",
  tooMany: "항목이 너무 많습니다",
} as const;

const required = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
const httpsUrl = (message: string) => z.url({ protocol: /^https$/, error: message });

/** Internal routes a footer link may point to; anything else must be an external https URL. */
export const internalPathSchema = z
  .string({ error: settingMessages.internalPath })
  .regex(/^\/(?!\/)[A-Za-z0-9/_-]*$/, settingMessages.internalPath);

export const footerInfoItemSchema = z.object({
  title: required(40, settingMessages.infoTitle),
  text: required(200, settingMessages.infoText),
  lineBreak: z.boolean().default(false),
});

export const footerLinkTitleSchema = required(40, settingMessages.linkTitle);

export const footerLinkSchema = z.union(
  [
    z.object({ title: footerLinkTitleSchema, to: internalPathSchema }),
    z.object({ title: footerLinkTitleSchema, href: httpsUrl(settingMessages.httpsUrl) }),
  ],
  { error: settingMessages.link },
);

export const socialLinkSchema = z.object({
  kind: z.enum(SOCIAL_LINK_KINDS, { error: settingMessages.socialKind }),
  label: required(40, settingMessages.socialLabel),
  url: httpsUrl(settingMessages.httpsUrl),
});

/** The `site` setting: identity of the complex and operator, footer and links. */
export const siteSettingsSchema = z.object({
  complexName: required(80, settingMessages.complexName),
  operatorName: required(80, settingMessages.operatorName),
  representative: required(40, settingMessages.representative),
  businessNumber: z
    .string({ error: settingMessages.businessNumber })
    .regex(/^\d{3}-\d{2}-\d{5}$/, settingMessages.businessNumber),
  phone: required(20, settingMessages.phone),
  email: z.email({ error: fieldMessages.email }),
  address: required(200, settingMessages.address),
  copyright: required(120, settingMessages.copyright),
  footerInfo: z.array(footerInfoItemSchema).max(20, settingMessages.tooMany),
  footerLinks: z.array(footerLinkSchema).max(10, settingMessages.tooMany),
  socialLinks: z.array(socialLinkSchema).max(8, settingMessages.tooMany),
  surveyUrl: z.union([httpsUrl(settingMessages.surveyUrl), z.literal("", { error: settingMessages.surveyUrl })], {
    error: settingMessages.surveyUrl,
  }),
});

export type SiteSettings = z.output<typeof siteSettingsSchema>;
export const SITE_SETTINGS_KEY = "site";

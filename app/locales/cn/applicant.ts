import type { Messages } from "../types";

/** Namespace "applicant" in Chinese (see ../ko/applicant.ts). */
export default {
  inquiry: {
    verifyButton: "身份验证后查看申请记录",
    draft: "此申请尚未提交。",
    continueDraft: "继续填写申请",
    noReceipt: "未提交",
    lookupLink: "查看我的全部申请记录",
  },
  lookup: {
    verifyButton: "身份验证后查找申请记录",
    listCaption: "已验证身份者的申请记录（按时间倒序）",
    open: "查看",
    openOf: "查看申请 {{receipt}}",
  },
  selfCheck: {
    legend: "请回答资格条件",
    qualificationType: "资格类型",
    resultTitle: "自查结果",
    live: "更改回答后，结果会立即更新。",
    noRound: "目前没有进行中的招募，以今天为基准日确认。",
    stored: "输入的内容不会保存在服务器上，离开本页面后即消失。",
  },
} satisfies Messages["applicant"];

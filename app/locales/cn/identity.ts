import type { Messages } from "../types";

/** Namespace "identity" in Chinese. */
export default {
  request: {
    title: "手机身份验证",
    description: "使用本人名下的手机进行身份验证。",
    purposes: {
      application: "填写申请书前需要进行身份验证。",
      inquiry: "查询申请记录前需要进行身份验证。",
      join: "注册会员前需要进行身份验证。",
      recovery: "找回账号前需要进行身份验证。",
    },
    how: "在验证窗口中输入姓名、出生日期和手机号码，并确认短信收到的验证码。验证完成后将返回本网站。",
    privacy: "验证结果中我们只接收姓名、出生日期、性别和手机号码，用于确认申请。我们不会接收或保存居民登录号码。",
    start: "开始身份验证",
    back: "返回上一页",
    redirectTitle: "正在前往身份验证窗口",
    redirectText: "稍后将前往身份验证窗口。如果没有跳转，请点击下方按钮。",
    continue: "前往身份验证窗口",
  },
  sandbox: {
    banner: "测试用身份验证 — 并非真实验证",
    title: "测试用身份验证",
    intro: "仅用于开发和测试的模拟身份验证。输入的信息将直接作为验证结果。测试人员编号相同即视为同一人。",
    purpose: "验证目的",
    name: "姓名",
    birth: "出生日期",
    birthHint: "8位数字，例如：19950301",
    phone: "手机号码",
    phoneHint: "10~11位数字，不含连字符(-)",
    gender: "性别",
    MALE: "男",
    FEMALE: "女",
    personId: "测试人员编号",
    personIdHint: "1~32个英文字母、数字、- 或 _。代替真实验证中的 CI。",
    submit: "完成验证",
    cancel: "取消验证",
  },
  result: {
    title: "身份验证结果",
    failedTitle: "未能完成身份验证",
    retry: "重新验证",
    back: "返回上一页",
    home: "首页",
    application: "申请指南",
  },
} satisfies Messages["identity"];

import type { Messages } from "../types";

const base: Messages["base"] = {
  common: {
    siteName: "天空满溢 青年·新婚幸福住宅",
    skipToContent: "跳到正文",
    home: "首页",
    language: "语言",
    languages: { ko: "한국어", en: "English", cn: "中文" },
    sample: "示例数据",
  },
  home: {
    title: "天空满溢 青年·新婚幸福住宅 入住者招募",
    description: "地铁站旁面向青年和新婚夫妇的公共租赁住宅：小区介绍、申请资格和申请方法，一站查看。",
    applyNow: "立即申请",
  },
  window: {
    hidden: "目前没有进行中的申请日程。",
    beforeOpen: "申请尚未开始。",
    open: "现正接受申请。",
    closed: "申请已截止。",
    stopped: "申请已暂停。",
    period: "申请期间",
  },
  pagination: {
    label: "翻页",
    previous: "上一页",
    next: "下一页",
    page: "第 {{page}} 页",
  },
  errorPage: {
    notFoundTitle: "找不到页面",
    notFound: "地址可能已更改，或页面已被删除。",
    errorTitle: "发生了暂时性错误",
    tooLargeTitle: "提交的内容过大",
    error: "请稍后再试。您正在填写的内容可能尚未保存。",
    backHome: "返回首页",
    // The request's id (worker/request-log.ts), for a call centre to find the failure.
    requestId: "错误编号：{{id}}",
    requestIdHint: "联系客服时请提供此编号。",
  },
};
export default base;

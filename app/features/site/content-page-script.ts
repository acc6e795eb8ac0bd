/*
 * The one script of a content page (app/lib/content-page.ts): the public shell's behaviours
 * on the server-rendered markup, without the framework. Built as a file of its own and started
 * after the first paint by <PageScript> (app/root.tsx).
 */
import { enhanceShell } from "./shell-behaviour";

const root = document.querySelector<HTMLElement>(".site");
// A page without the shell (the way to the identity provider) has only to say it is ready.
if (root) enhanceShell(root);
else document.documentElement.classList.add("js-ready");

/*
 * The one script of a content page (app/lib/content-page.ts): the public shell's behaviours
 * on the server-rendered markup, without the framework. Built as a file of its own and started
 * after the first paint by <PageScript> (app/root.tsx).
 */
import { enhanceShell } from "./shell-behaviour";

const root = document.querySelector<HTMLElement>(".site");
if (root) enhanceShell(root);

export { sections, ui } from "../ko/index.server";

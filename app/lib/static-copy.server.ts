import type { RouterContextProvider } from "react-router";
import { heldCopyContext, scopeContext } from "./context";

/**
 * What a loader returns for copy that <StaticCopy id> renders (see static-copy.tsx): on a
 * document request the copy stays on the server for the render and the browser gets null;
 * on a `.data` request the browser gets the copy.
 */
export function holdCopy<T>(context: Readonly<RouterContextProvider>, id: string, copy: T): T | null {
  if (!context.get(scopeContext).document) return copy;
  context.get(heldCopyContext).set(id, copy);
  return null;
}

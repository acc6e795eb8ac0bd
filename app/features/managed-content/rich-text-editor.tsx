import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type ChangeEvent, useRef, useState } from "react";
import { type TKey, useT } from "../../lib/i18n/client";
import { consoleApi } from "../auth/console-api";

type Props = {
  initialHtml: string;
  /** The id of the field's textarea, whose <label> names the editor too. */
  labelledBy: string;
  invalid: boolean;
  onChange: (html: string) => void;
};

type Mark = "bold" | "italic" | "underline" | "strike";

/**
 * The console's rich-text editor (Tiptap): only what the server's allow-list keeps
 * (app/features/managed-content/sanitize.server.ts): headings 2–3, marks, lists, quotes, links and
 * images uploaded through POST /api/editor/photos. A default export, for React.lazy.
 */
export default function RichTextEditor({ initialHtml, labelledBy, invalid, onChange }: Props) {
  const t = useT();
  const fileInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState("");
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        link: { openOnClick: false, protocols: ["mailto", "tel"], defaultProtocol: "https" },
      }),
      Image.configure({ inline: false }),
    ],
    content: initialHtml,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${labelledBy}-label`,
        "aria-invalid": invalid ? "true" : "false",
        class: "rich-text rich-text-editor__content",
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      underline: e?.isActive("underline") ?? false,
      strike: e?.isActive("strike") ?? false,
      h2: e?.isActive("heading", { level: 2 }) ?? false,
      h3: e?.isActive("heading", { level: 3 }) ?? false,
      bulletList: e?.isActive("bulletList") ?? false,
      orderedList: e?.isActive("orderedList") ?? false,
      blockquote: e?.isActive("blockquote") ?? false,
      link: e?.isActive("link") ?? false,
    }),
  });
  if (!editor || !state) return null;

  const chain = () => editor.chain().focus();
  const toggleMark = (mark: Mark) => {
    const commands = {
      bold: "toggleBold",
      italic: "toggleItalic",
      underline: "toggleUnderline",
      strike: "toggleStrike",
    } as const;
    chain()[commands[mark]]().run();
  };
  const setLink = () => {
    if (state.link) return chain().unsetLink().run();
    const href = window.prompt(t("console.center.editor.linkPrompt"), "https://")?.trim();
    if (href) chain().extendMarkRange("link").setLink({ href }).run();
  };
  const uploadImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const alt = window.prompt(t("console.center.editor.altPrompt"), "")?.trim() ?? "";
    setStatus(t("console.center.editor.uploading"));
    const body = new FormData();
    body.append("files[]", file);
    const res = await consoleApi.post<{ urls: string[] }>("/api/editor/photos", body);
    const src = res.ok ? res.data.urls[0] : undefined;
    if (!res.ok || !src) return setStatus(res.ok ? "" : res.error.message);
    chain().setImage({ src, alt }).run();
    setStatus(t("console.center.editor.uploaded"));
  };

  const button = (label: TKey, pressed: boolean | undefined, run: () => unknown) => (
    <button type="button" className="rich-text-editor__button" aria-pressed={pressed} onClick={() => run()}>
      {t(label)}
    </button>
  );
  return (
    <div className="rich-text-editor">
      <div
        role="toolbar"
        aria-label={t("console.center.editor.toolbar")}
        aria-controls={`${labelledBy}-editor`}
        className="rich-text-editor__toolbar"
      >
        {(["bold", "italic", "underline", "strike"] as const).map((mark) => (
          <span key={mark}>{button(`console.center.editor.${mark}`, state[mark], () => toggleMark(mark))}</span>
        ))}
        {button("console.center.editor.heading2", state.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {button("console.center.editor.heading3", state.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {button("console.center.editor.bulletList", state.bulletList, () => chain().toggleBulletList().run())}
        {button("console.center.editor.orderedList", state.orderedList, () => chain().toggleOrderedList().run())}
        {button("console.center.editor.blockquote", state.blockquote, () => chain().toggleBlockquote().run())}
        {button(state.link ? "console.center.editor.unlink" : "console.center.editor.link", undefined, setLink)}
        {button("console.center.editor.image", undefined, () => fileInput.current?.click())}
        {button("console.center.editor.undo", undefined, () => chain().undo().run())}
        {button("console.center.editor.redo", undefined, () => chain().redo().run())}
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        data-testid="editor-image-input"
        onChange={uploadImage}
      />
      <EditorContent editor={editor} id={`${labelledBy}-editor`} />
      <p className="rich-text-editor__status" role="status">
        {status}
      </p>
    </div>
  );
}

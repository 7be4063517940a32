import { useRef, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Placeholder from '@tiptap/extension-placeholder';
import { Button, Tooltip } from 'antd';
import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, UnorderedListOutlined } from '@ant-design/icons';

interface RichTextEditorProps {
  /** The starting HTML (signature, quoted original, a reopened draft); read once. */
  initialHtml: string;
  label: string;
  onChange(html: string): void;
  testId?: string;
}

const EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
  }),
  Placeholder.configure({ placeholder: 'Write your message…' }),
];

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (label: string, shortcut: string, icon: ReactNode, active: boolean, run: () => void) => (
    <Tooltip title={`${label} (${shortcut})`} key={label}>
      <Button size="small" type={active ? 'primary' : 'text'} aria-label={label} aria-pressed={active} icon={icon} onClick={run} />
    </Tooltip>
  );
  const link = () => {
    if (editor.isActive('link')) {
      chain().extendMarkRange('link').unsetLink().run();
      return;
    }
    const address = window.prompt('Link address (https://…)', 'https://');
    if (!address || !/^(https?:\/\/|mailto:)\S+$/i.test(address.trim())) return;
    chain().extendMarkRange('link').setLink({ href: address.trim() }).run();
  };
  return (
    <div className="mail-editor-toolbar" role="toolbar" aria-label="Text formatting">
      {tool('Bold', 'Ctrl+B', <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
      {tool('Italic', 'Ctrl+I', <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
      {tool('Bulleted list', 'Ctrl+Shift+8', <UnorderedListOutlined />, state.bullet, () => chain().toggleBulletList().run())}
      {tool('Numbered list', 'Ctrl+Shift+7', <OrderedListOutlined />, state.ordered, () => chain().toggleOrderedList().run())}
      {tool(state.link ? 'Remove link' : 'Link', 'select text first', <LinkOutlined />, state.link, link)}
    </div>
  );
}

/** The message body: a Tiptap editor (bold, italic, lists, links) whose HTML goes out with a plain-text part. */
export function RichTextEditor({ initialHtml, label, onChange, testId }: RichTextEditorProps) {
  const changed = useRef(onChange);
  changed.current = onChange;
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialHtml,
    editorProps: {
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'mail-editor-content', ...(testId ? { 'data-testid': testId } : {}) },
    },
    onUpdate: ({ editor: e }) => changed.current(e.isEmpty ? '' : e.getHTML()),
  });
  if (!editor) return null;
  return (
    <div className="mail-editor">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

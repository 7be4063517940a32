import { useEffect, useRef, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import TaskList from '@tiptap/extension-task-list';
import TaskItem from '@tiptap/extension-task-item';
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import { Button, Tooltip } from 'antd';
import { CheckSquareOutlined, CodeOutlined, FontSizeOutlined, OrderedListOutlined, PictureOutlined, UnorderedListOutlined } from '@ant-design/icons';

/** Autosave waits this long after the last keystroke. */
export const AUTOSAVE_DELAY_MS = 800;

interface Props {
  content: unknown;
  label: string;
  onSave(content: unknown): void;
  /** Typed but not yet sent (the autosave is waiting). */
  onDirty(): void;
  onPickImage(insert: (src: string, alt: string) => void): void;
}

const EXTENSIONS = [
  StarterKit.configure({ heading: { levels: [1, 2, 3] }, link: false }),
  TaskList,
  TaskItem.configure({ nested: true }),
  Image.configure({ allowBase64: false }),
  Placeholder.configure({ placeholder: 'Write something… (Markdown shortcuts work: # heading, - list, [ ] checklist, ``` code, > quote)' }),
];

function Toolbar({ editor, onPickImage }: { editor: Editor; onPickImage: Props['onPickImage'] }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      heading: e.isActive('heading', { level: 2 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      tasks: e.isActive('taskList'),
      code: e.isActive('codeBlock'),
      quote: e.isActive('blockquote'),
    }),
  });
  const tool = (label: string, icon: ReactNode, active: boolean, run: () => void) => (
    <Tooltip title={label} key={label}>
      <Button size="small" type={active ? 'primary' : 'text'} aria-label={label} aria-pressed={active} icon={icon} onClick={run} />
    </Tooltip>
  );
  const chain = () => editor.chain().focus();
  return (
    <div className="notebook-toolbar" role="toolbar" aria-label="Text formatting">
      {tool('Heading', <FontSizeOutlined />, state.heading, () => chain().toggleHeading({ level: 2 }).run())}
      {tool('Bulleted list', <UnorderedListOutlined />, state.bullet, () => chain().toggleBulletList().run())}
      {tool('Numbered list', <OrderedListOutlined />, state.ordered, () => chain().toggleOrderedList().run())}
      {tool('Checklist', <CheckSquareOutlined />, state.tasks, () => chain().toggleTaskList().run())}
      {tool('Code block', <CodeOutlined />, state.code, () => chain().toggleCodeBlock().run())}
      {tool('Quote', <span aria-hidden>❝</span>, state.quote, () => chain().toggleBlockquote().run())}
      {tool('Image from your drive', <PictureOutlined />, false, () => onPickImage((src, alt) => chain().setImage({ src, alt }).run()))}
    </div>
  );
}

/** A text block: a Tiptap editor whose document is saved (debounced) as JSON. */
export function RichBlock({ content, label, onSave, onDirty, onPickImage }: Props) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef<unknown>(null);
  const save = useRef(onSave);
  save.current = onSave;
  const dirty = useRef(onDirty);
  dirty.current = onDirty;

  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (latest.current !== null) save.current(latest.current);
    latest.current = null;
  };

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: content as Record<string, unknown>,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'notebook-rich' } },
    onUpdate: ({ editor: e }) => {
      if (latest.current === null) dirty.current();
      latest.current = e.getJSON();
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, AUTOSAVE_DELAY_MS);
    },
    onBlur: flush,
  });

  // The block's place in its section (its accessible name) changes when blocks are reordered.
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'notebook-rich' } } });
  }, [editor, label]);

  // Leaving the notebook, or the page being hidden or closed, saves what was typed last.
  useEffect(() => {
    const onHide = () => flush();
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, []);

  return (
    <div className="notebook-rich-block">
      <Toolbar editor={editor} onPickImage={onPickImage} />
      <EditorContent editor={editor} />
    </div>
  );
}

import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, type IconNode, Italic, Link, List, ListOrdered, Unlink } from 'lucide';
import { forwardRef, useEffect, useImperativeHandle } from 'react';
import { Icon } from '../../components/ui/icon.tsx';

export interface TiptapHandle {
  focus(): void;
}

interface Props {
  id: string;
  labelId: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
}

/** What the server keeps (sanitize-description.ts): paragraphs, emphasis, lists, headings, links. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['http', 'https', 'mailto'],
      defaultProtocol: 'https',
    },
  }),
];

function attributes(props: Props): Record<string, string> {
  return {
    id: props.id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': props.labelId,
    ...(props.describedBy ? { 'aria-describedby': props.describedBy } : {}),
    ...(props.isInvalid ? { 'aria-invalid': 'true' } : {}),
    class: 'field__input rich-text__content',
  };
}

/** The rich-text editor itself: loaded lazily by rich-text-editor.tsx. */
const TiptapEditor = forwardRef<TiptapHandle, Props>(function TiptapEditor(props, ref) {
  const { value, onChange, onBlur } = props;
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: false,
    editorProps: { attributes: attributes(props) },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur(),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });
  // aria-invalid and the described-by list follow the field's message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributes read only these props
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: attributes(props) } });
  }, [editor, props.isInvalid, props.describedBy]);
  useImperativeHandle(ref, () => ({ focus: () => editor?.commands.focus() }), [editor]);

  function toggleLink() {
    if (!editor) return;
    if (editor.isActive('link')) {
      editor.chain().focus().unsetLink().run();
      return;
    }
    const href = window.prompt('Link address (https://…)');
    if (href && /^(https?:\/\/|mailto:)/i.test(href.trim())) {
      editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    }
  }

  // Icons, not letters: a button's visible text must be part of its name (WCAG 2.5.3), and "1."
  // is not in "Numbered list".
  const button = (label: string, pressed: boolean, run: () => void, icon: IconNode) => (
    <button
      type="button"
      className="rich-text__button"
      aria-label={label}
      aria-pressed={pressed}
      aria-controls={props.id}
      disabled={!editor}
      onClick={run}
    >
      <Icon icon={icon} aria-hidden="true" size={18} />
    </button>
  );

  return (
    <div className="rich-text__frame">
      <fieldset className="rich-text__toolbar" aria-label="Formatting">
        {button('Bold', active?.bold ?? false, () => editor?.chain().focus().toggleBold().run(), Bold)}
        {button(
          'Italic',
          active?.italic ?? false,
          () => editor?.chain().focus().toggleItalic().run(),
          Italic,
        )}
        {button(
          'Heading',
          active?.heading ?? false,
          () => editor?.chain().focus().toggleHeading({ level: 2 }).run(),
          Heading2,
        )}
        {button(
          'Bulleted list',
          active?.bulletList ?? false,
          () => editor?.chain().focus().toggleBulletList().run(),
          List,
        )}
        {button(
          'Numbered list',
          active?.orderedList ?? false,
          () => editor?.chain().focus().toggleOrderedList().run(),
          ListOrdered,
        )}
        {button(
          active?.link ? 'Remove link' : 'Link',
          active?.link ?? false,
          toggleLink,
          active?.link ? Unlink : Link,
        )}
      </fieldset>
      <EditorContent editor={editor} />
    </div>
  );
});

export default TiptapEditor;

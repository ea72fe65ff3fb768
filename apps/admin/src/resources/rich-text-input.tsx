import { NativeSelect } from '@mui/material';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  DefaultEditorOptions,
  FormatButtons,
  ImageButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  type RichTextInputProps,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';
import { useEffect, useMemo, useState } from 'react';

/** The levels stored rich text may use (the API's sanitiser keeps h2-h4; h1 is the page's title). */
const LEVELS = [
  { value: '0', label: 'Normal text' },
  { value: '2', label: 'Heading 2' },
  { value: '3', label: 'Heading 3' },
  { value: '4', label: 'Heading 4' },
] as const;

interface HeadingCommands {
  setParagraph(): { run(): boolean };
  setHeading(attributes: { level: 2 | 3 | 4 }): { run(): boolean };
}

/**
 * The text level as a labelled native select. ra-input-rich-text's LevelSelect is a list item
 * outside a list with a button named "Current level" that shows "Normal" (axe: listitem,
 * label-content-name-mismatch).
 */
function TextLevelSelect() {
  const editor = useTiptapEditor();
  // Follows the caret: every editor transaction re-renders the select with the level there.
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!editor) return;
    const update = () => setVersion((v) => v + 1);
    editor.on('transaction', update);
    return () => {
      editor.off('transaction', update);
    };
  }, [editor]);
  const current =
    LEVELS.find((l) => l.value !== '0' && editor?.isActive('heading', { level: Number(l.value) }))?.value ??
    '0';
  return (
    <NativeSelect
      value={current}
      disabled={!editor?.isEditable}
      inputProps={{ 'aria-label': 'Text level' }}
      onChange={(event) => {
        const level = Number(event.target.value) as 0 | 2 | 3 | 4;
        // StarterKit's commands (the editor's extensions) are typed by its module augmentation,
        // which this package does not import.
        const chain = editor?.chain().focus() as unknown as HeadingCommands | undefined;
        if (level === 0) chain?.setParagraph().run();
        else chain?.setHeading({ level }).run();
      }}
    >
      {LEVELS.map((l) => (
        <option key={l.value} value={l.value}>
          {l.label}
        </option>
      ))}
    </NativeSelect>
  );
}

/** "sort_order" -> "Sort order": react-admin's label for a source. */
const labelOf = (source: string) => {
  const words = source.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * react-admin's rich text input with a name on the editable area itself (the editor's
 * `role="textbox"` had none: the label's id went on a wrapper, axe's aria-input-field-name) and an
 * accessible level select.
 */
export function BoardRichTextInput(props: RichTextInputProps & { source: string }) {
  const name = typeof props.label === 'string' ? props.label : labelOf(props.source);
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: {
        ...DefaultEditorOptions.editorProps,
        attributes: {
          ...DefaultEditorOptions.editorProps?.attributes,
          'aria-label': name,
          'aria-multiline': 'true',
        },
      },
    }),
    [name],
  );
  return (
    <RichTextInput
      editorOptions={editorOptions}
      toolbar={
        <RichTextInputToolbar>
          <TextLevelSelect />
          <FormatButtons />
          <ColorButtons />
          <AlignmentButtons />
          <ListButtons />
          <LinkButtons />
          <ImageButtons />
          <QuoteButtons />
          <ClearButtons />
        </RichTextInputToolbar>
      }
      {...props}
    />
  );
}

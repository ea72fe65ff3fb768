import { forwardRef, lazy, Suspense, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { TiptapHandle } from './tiptap-editor.tsx';

// Loaded after hydration and only on the posting form: the job page's JavaScript never carries it.
const TiptapEditor = lazy(() => import('./tiptap-editor.tsx'));

export interface RichTextEditorProps {
  id: string;
  name: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
}

/**
 * The description editor (Tiptap, a small toolbar). Until it has loaded, and without JavaScript,
 * a plain text area carries the same field, so the form still posts.
 */
export const RichTextEditor = forwardRef<{ focus(): void }, RichTextEditorProps>(function RichTextEditor(
  { id, name, label, hint, error, value, onChange, onBlur },
  ref,
) {
  const [isHydrated, setHydrated] = useState(false);
  const editor = useRef<TiptapHandle | null>(null);
  const fallback = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => setHydrated(true), []);
  useImperativeHandle(ref, () => ({
    focus: () => (editor.current ? editor.current.focus() : fallback.current?.focus()),
  }));
  const labelId = `${id}-label`;
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const textarea = (
    <textarea
      ref={fallback}
      id={id}
      name={name}
      className="field__input field__textarea rich-text__fallback"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      defaultValue={value}
      readOnly={isHydrated}
      rows={10}
    />
  );
  return (
    <div className="field rich-text" data-invalid={error ? true : undefined}>
      <label className="field__label" id={labelId} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {isHydrated ? (
        <Suspense fallback={textarea}>
          <TiptapEditor
            ref={editor}
            id={id}
            labelId={labelId}
            describedBy={describedBy}
            isInvalid={Boolean(error)}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
          />
          <input type="hidden" name={name} value={value} />
        </Suspense>
      ) : (
        textarea
      )}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
});

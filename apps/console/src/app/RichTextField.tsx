import type { RichTextEditorProps } from '@fanclub/ui/RichTextEditor';
import { lazy, Suspense } from 'react';

/** The editor (Tiptap) loads with the first editor page that needs it, never with the console's start. */
const RichTextEditor = lazy(() =>
  import('@fanclub/ui/RichTextEditor').then(({ RichTextEditor }) => ({ default: RichTextEditor })),
);

/** A rich-text field of an editor page (ui RichTextEditor), loaded on demand. */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<p className="console-help">{props.label}の編集欄を読み込んでいます…</p>}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

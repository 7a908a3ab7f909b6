export { RichTextEditor } from './RichTextEditor.tsx';
export type { RichTextEditorProps } from './RichTextEditor.tsx';

import { Button, ConfirmDialog } from '@fanclub/ui';
import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';

const storageKey = (key: string) => `console-draft:${key}`;

const read = (key: string): unknown => {
  try {
    const stored = localStorage.getItem(storageKey(key));
    return stored === null ? undefined : (JSON.parse(stored) as unknown);
  } catch {
    return undefined;
  }
};

/**
 * An editor's unsaved work kept safe: the draft is written to this browser's localStorage (one
 * entry per record, `key`) a moment after each change and offered back when the editor opens
 * again (「下書きを復元しました」, with a button to throw it away); leaving the page with unsaved
 * changes asks first (react-router's `useBlocker` inside the console, `beforeunload` for the tab).
 * `pristine` is the draft of the record as stored (unsaved means different from it); `isSaving`
 * lets the save's own navigation through.
 */
export function useDraftGuard<Draft>({
  key,
  draft,
  setDraft,
  pristine,
  isSaving,
}: {
  key: string;
  draft: Draft;
  setDraft: (draft: Draft) => void;
  pristine: Draft;
  isSaving: boolean;
}) {
  const [restored, setRestored] = useState(false);
  const baseline = JSON.stringify(pristine);
  const dirty = JSON.stringify(draft) !== baseline;
  const opened = useRef(false);

  // Opened again with work left from last time: that work comes back, and says so.
  useEffect(() => {
    const stored = read(key);
    if (stored !== undefined && JSON.stringify(stored) !== baseline) {
      setDraft({ ...pristine, ...(stored as object) } as Draft);
      setRestored(true);
    }
    // Once, when the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    // Saved, or back to the stored record: nothing left to keep.
    if (!dirty) {
      localStorage.removeItem(storageKey(key));
      setRestored(false);
      return;
    }
    const timer = setTimeout(() => {
      try {
        localStorage.setItem(storageKey(key), JSON.stringify(draft));
      } catch {
        // Storage full or refused: the guard below still asks before leaving.
      }
    }, 800);
    return () => clearTimeout(timer);
  }, [key, draft, dirty]);

  const leaving = useRef(false);
  leaving.current = isSaving;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const discard = () => {
    localStorage.removeItem(storageKey(key));
    setDraft(pristine);
    setRestored(false);
  };
  const notice = (
    <>
      {restored && (
        <div className="console-notice" role="status">
          <p>下書きを復元しました</p>
          <Button variant="ghost" onPress={discard}>
            下書きを破棄
          </Button>
        </div>
      )}
      <ConfirmDialog
        isOpen={blocker.state === 'blocked'}
        title="保存していない変更があります"
        confirmLabel="保存せずに移動"
        tone="danger"
        onConfirm={() => blocker.proceed?.()}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
      >
        このページを離れると、変更はこのブラウザーの下書きにだけ残ります。
      </ConfirmDialog>
    </>
  );
  return { dirty, notice };
}

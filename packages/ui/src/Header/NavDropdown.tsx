import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import headerStyles from './Header.module.css';
import styles from './NavDropdown.module.css';

/** Spec section 9: a dropdown closes 300 ms after it is dismissed (its fade; --duration-dropdown). */
const CLOSE_DELAY_MS = 300;

/**
 * A disclosure menu of links (My Page, help, the header's 「もっと見る」). A plain button + list rather than an ARIA menu,
 * because its items are ordinary navigation links; it closes on Escape (focus back on its button),
 * outside click, when focus leaves it and after a link is followed, with the spec's 300 ms delay so
 * the close animation can play. The children
 * are the list's `<li>` items.
 */
export function NavDropdown({
  label,
  children,
  buttonClassName = headerStyles.actionButton,
  defaultOpen = false,
}: {
  label: string;
  children: ReactNode;
  /** The button's look: the header's pill by default, a section link's for 「もっと見る」. */
  buttonClassName?: string;
  /**
   * Open from the start, focus on the button: a dropdown that takes over a plain button already
   * pressed (the header's 「もっと見る」, whose code loads when first used).
   */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const button = useRef<HTMLButtonElement>(null);
  const [closing, setClosing] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);

  const close = () => {
    setClosing(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setOpen(false);
      setClosing(false);
    }, CLOSE_DELAY_MS);
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus inside the list goes back to the button rather than to the page.
      if (root.current?.contains(document.activeElement)) root.current.querySelector('button')?.focus();
      close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Taking over the pressed button: focus stays where the fan left it.
  useEffect(() => {
    if (defaultOpen) button.current?.focus();
  }, [defaultOpen]);

  return (
    <div
      className={styles.dropdown}
      ref={root}
      // Tab or Shift+Tab out of the button and its links closes the list (it stayed open, covering
      // the page, after focus had gone on).
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (open && !closing && next instanceof Node && !root.current?.contains(next)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-expanded={open && !closing}
        aria-controls={id}
        onClick={() => (open && !closing ? close() : setOpen(true))}
      >
        {label}
        <span aria-hidden="true" className={headerStyles.caret} />
      </button>
      {open && (
        // Clicking a link inside closes the list; the link itself navigates.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
        <ul id={id} className={styles.list} data-closing={closing || undefined} onClick={close}>
          {children}
        </ul>
      )}
    </div>
  );
}

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { announce } from './announce.ts';
import styles from './Button.module.css';
import { useHover } from './use-hover.ts';
import { withClass } from './with-class.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export type ButtonProps = {
  /** ボタンの文言。 */
  children?: ReactNode;
  /** 見た目: primary（主な操作）、secondary（サブカラー）、ghost（控えめ）。 */
  variant?: ButtonVariant;
  /** 親の幅いっぱいに広げます（スマートフォンのフォーム）。 Stretches to the container's width (phone forms). */
  fullWidth?: boolean;
  /**
   * レイアウト用のクラス（余白・幅）。見た目は `variant` で決めます。
   * Extra class for layout (margins, width); the look comes from `variant`.
   */
  className?: string;
  /**
   * 押されたとき（クリック、Enter、Space）。無効・処理中は呼ばれません。
   * Called when the button is pressed (click, Enter, Space); never while disabled or pending.
   */
  onPress?: (event: MouseEvent<HTMLButtonElement>) => void;
  /**
   * 押せない状態（グレー、フォーカスも止まらない）。
   * Greyed out, not focusable, not pressable (a native `disabled` button).
   */
  isDisabled?: boolean;
  /**
   * 押した処理の完了待ち: スピナーを出し、押せず、フォームも再送信しません。
   * Waiting for what the press started: shows a spinner, stays focusable but ignores presses
   * (`aria-disabled`), does not submit its form again (not even by Enter in a field), and tells
   * screen readers it is busy.
   */
  isPending?: boolean;
  /**
   * button の種類。指定しなければ `button`（うっかりフォームを送信しない）。
   * `button` unless told (a press does not submit a form by accident).
   */
  type?: 'button' | 'submit' | 'reset';
  form?: string;
  name?: string;
  value?: string;
  id?: string;
  autoFocus?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
};

/** What a screen reader hears when a press leaves the button waiting. */
const PENDING_TEXT = '処理中です';
/** A press this recent (ms) counts as the one that started the wait. */
const PRESS_WINDOW = 1000;

/**
 * ブランドカラーのボタン。フォームの送信や、その場で何かを起こす操作に使います。
 *
 * **使う場面**: 「カートに入れる」「投票する」「送信する」など、画面の中で処理を始める操作。`variant` は primary（主な操作、1 画面に 1 つ）、secondary（サブカラー）、ghost（取り消し・戻る）。
 *
 * **使わない場面**: ほかのページへ移るだけなら `ButtonLink`（ボタンの見た目のリンク）か `Link`。
 *
 * - する: 文言は動詞で終える（「購入手続きへ進む」）。送信中は `isPending` で待たせ、二重送信を防ぐ。
 * - しない: `onClick` で画面遷移だけをする、無効の理由を説明せずに `isDisabled` にする。
 *
 * **キーボード・スクリーンリーダー**: Tab で止まり、Enter / Space で押せます。`isDisabled` はフォーカスも止まりません。`isPending` のあいだはフォーカスできますが押せず（`aria-disabled`）、押した後なら「…、処理中です」と読み上げます。
 *
 * A button on the brand colours: a native `<button>` (no react-aria press machinery, which would
 * cost every form screen ~12 KiB of JavaScript). The states the CSS styles: `data-hovered` (from
 * pointer events, as react-aria does), `:active` (pressed), `:focus-visible`, `data-disabled` and
 * `data-pending`.
 */
export function Button({
  variant = 'primary',
  fullWidth,
  className,
  children,
  onPress,
  isDisabled,
  isPending,
  type = 'button',
  ...props
}: ButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const pressedAt = useRef(-Infinity);
  const wasPending = useRef(isPending);
  // Takes the 処理中です back out of the live region once the wait is over.
  const unsay = useRef<(() => void) | undefined>(undefined);
  const { isHovered, hoverProps } = useHover(isDisabled || isPending);

  useEffect(() => {
    const button = ref.current;
    // The wait began after this button was pressed, or while focus was on it or (a submit button)
    // in its form (Enter in a field): say so, the name first. Waits nobody asked for stay quiet.
    if (isPending && !wasPending.current && button) {
      const focus = document.activeElement;
      if (
        performance.now() - pressedAt.current < PRESS_WINDOW ||
        focus === button ||
        (type === 'submit' && button.form?.contains(focus))
      ) {
        const name = button.getAttribute('aria-label') ?? button.textContent ?? '';
        unsay.current = announce(name ? `${name}、${PENDING_TEXT}` : PENDING_TEXT);
      }
    }
    if (!isPending) {
      unsay.current?.();
      unsay.current = undefined;
    }
    wasPending.current = isPending;
  }, [isPending, type]);

  useEffect(() => () => unsay.current?.(), []);

  return (
    <button
      {...props}
      {...hoverProps}
      ref={ref}
      type={type}
      className={withClass(styles.button, className)}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-variant={variant}
      data-full-width={fullWidth || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      data-hovered={isHovered || undefined}
      onClick={(event) => {
        // Pending: no press, and no second submit, by a click or by Enter in a field of the form
        // (the browser's implicit submission clicks the form's first submit button).
        if (isPending) {
          event.preventDefault();
          return;
        }
        pressedAt.current = performance.now();
        onPress?.(event);
      }}
    >
      {isPending && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

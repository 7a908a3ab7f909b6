import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { adminText } from '../messages/admin.ts';
import styles from './StatusFilter.module.css';

export type StatusFilterProps<S extends string> = {
  /** 何で絞り込むか（「注文の状態」）。読み上げられます。 */
  label: string;
  /** 状態と、その表示名。 */
  options: readonly { id: S; name: string }[];
  /** 選んでいる状態。null は「すべて」。 */
  value: S | null;
  onChange: (value: S | null) => void;
};

/**
 * **使う場面**: 一覧を状態で絞り込む（注文の状態、公開・下書き）。「すべて」と状態のどれか 1 つを選びます。
 *
 * **キーボード・スクリーンリーダー**: Tab でグループに入り、矢印キーで移って Enter / Space で選びます。
 * 選んでいるボタンは「押されている」と読み上げられます。
 */
export function StatusFilter<S extends string>({ label, options, value, onChange }: StatusFilterProps<S>) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value ?? '__all']}
      onSelectionChange={(keys) => {
        const [key] = [...keys];
        onChange(key === '__all' || key === undefined ? null : (key as S));
      }}
      className={styles.group}
    >
      <ToggleButton id="__all" className={styles.option}>
        {adminText.all}
      </ToggleButton>
      {options.map((option) => (
        <ToggleButton key={option.id} id={option.id} className={styles.option}>
          {option.name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

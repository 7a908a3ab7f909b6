import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { shopText } from '../messages/shop.ts';
import { attributeGroups, chosenSku, valueState, type Choice, type SkuOption } from './sku-choice.ts';
import styles from './SkuSelector.module.css';

type SkuSelectorProps = {
  /** 商品の SKU。 */
  skus: readonly SkuOption[];
  /**
   * すべての属性を選んだら SKU、途中なら null を受け取ります。
   * Called with the SKU once every attribute is chosen, null while the choice is incomplete.
   */
  onChange: (sku: SkuOption | null) => void;
  /** 最初に選んでおく値。 */
  defaultChoice?: Choice;
};

/**
 * One radio group per attribute (サイズ, カラー...). Sold-out values stay visible but disabled.
 */
export function SkuSelector({ skus, onChange, defaultChoice = {} }: SkuSelectorProps) {
  const [choice, setChoice] = useState<Choice>(defaultChoice);
  return (
    <div className={styles.root}>
      {attributeGroups(skus).map((group) => (
        <RadioGroup
          key={group.name}
          value={choice[group.name] ?? null}
          onChange={(value) => {
            const next = { ...choice, [group.name]: value };
            setChoice(next);
            onChange(chosenSku(skus, next) ?? null);
          }}
          orientation="horizontal"
          className={styles.group}
        >
          <Label className={styles.label}>{group.name}</Label>
          <div className={styles.options}>
            {group.values.map(({ value, label }) => {
              const state = valueState(skus, choice, group.name, value);
              return (
                <Radio key={value} value={value} isDisabled={state !== 'available'} className={styles.option}>
                  {label}
                  {state === 'soldOut' && <span className={styles.soldOut}>{shopText.outOfStockSuffix}</span>}
                </Radio>
              );
            })}
          </div>
        </RadioGroup>
      ))}
    </div>
  );
}

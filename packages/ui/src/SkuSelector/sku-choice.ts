// Which attribute values can still be chosen, given the other choices already made.
export type SkuAttribute = { name: string; value: string; label: string };
export type SkuOption = { id: number; attributes: SkuAttribute[]; quantity: number };
export type Choice = Record<string, string>;

export function attributeGroups(skus: readonly SkuOption[]) {
  const groups = new Map<string, Map<string, string>>();
  for (const sku of skus) {
    for (const { name, value, label } of sku.attributes) {
      if (!groups.has(name)) groups.set(name, new Map());
      groups.get(name)!.set(value, label);
    }
  }
  return [...groups].map(([name, values]) => ({
    name,
    values: [...values].map(([value, label]) => ({ value, label })),
  }));
}

const matches = (sku: SkuOption, choice: Choice) =>
  Object.entries(choice).every(([name, value]) =>
    sku.attributes.some((attribute) => attribute.name === name && attribute.value === value),
  );

/** 'available', 'soldOut' (exists but no stock) or 'none' (no such combination). */
export function valueState(skus: readonly SkuOption[], choice: Choice, name: string, value: string) {
  const others = Object.fromEntries(Object.entries(choice).filter(([key]) => key !== name));
  const candidates = skus.filter((sku) => matches(sku, { ...others, [name]: value }));
  if (candidates.length === 0) return 'none';
  return candidates.some((sku) => sku.quantity > 0) ? 'available' : 'soldOut';
}

/** The SKU for a complete choice, if every attribute has been picked. */
export function chosenSku(skus: readonly SkuOption[], choice: Choice): SkuOption | undefined {
  const names = attributeGroups(skus).map((group) => group.name);
  if (!names.every((name) => choice[name])) return undefined;
  return skus.find((sku) => matches(sku, choice));
}

import { useState } from 'react';

/**
 * A field's value held as a form would, for a story of a controlled field: spread the result on
 * the field (`{...useHeldValue(args.value ?? '', args.onChange)}`), and the story's `onChange`
 * spy still hears every change.
 */
export function useHeldValue<V>(initial: V, onChange?: (value: V) => void) {
  const [value, setValue] = useState(initial);
  return {
    value,
    onChange: (next: V) => {
      setValue(next);
      onChange?.(next);
    },
  };
}

import { useState, type PointerEvent } from 'react';

/**
 * Hover as react-aria tracks it for its `data-hovered` (the state the CSS modules style): from
 * pointer events, never from a touch (a tap would leave the control looking hovered), not while
 * `isDisabled`, and it ends when the control becomes disabled (until the pointer enters again).
 * Native controls use it instead of `:hover` so they look exactly like the react-aria ones.
 */
export function useHover(isDisabled = false) {
  const [hovered, setHovered] = useState(false);
  // Disabled (or pending) while hovered: the hover ends, as react-aria's does.
  if (hovered && isDisabled) setHovered(false);
  return {
    isHovered: hovered && !isDisabled,
    hoverProps: {
      onPointerEnter: (event: PointerEvent) => {
        if (!isDisabled && event.pointerType !== 'touch') setHovered(true);
      },
      onPointerLeave: () => setHovered(false),
    },
  };
}

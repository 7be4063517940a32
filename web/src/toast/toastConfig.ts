import type { AppProps } from 'antd';

/** Toasts of seed 000 §2: bottom-right, 3 at once, about 4 s each, 356 px wide, 14 px apart. */
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;

export const TOAST_CONFIG: NonNullable<AppProps['notification']> = {
  placement: 'bottomRight',
  maxCount: 3,
  duration: 4,
  // Stacking would fold the three visible toasts into one pile.
  stack: false,
};

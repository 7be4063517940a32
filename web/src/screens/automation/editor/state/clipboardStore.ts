import type { NodePosition } from '../../../../../../domain/automation/definition';
import type { Fragment } from '../model/clipboard';

/** How far each paste of the same copy lands from the last one. */
const PASTE_STEP = 40;

/** The last copy, kept for the whole tab so steps can be copied from one automation (or an old version) into another. */
let copied: { fragment: Fragment; pastes: number } | null = null;

export function storeCopy(fragment: Fragment): void {
  copied = { fragment, pastes: 0 };
}

export function takePaste(): { fragment: Fragment; offset: NodePosition } | null {
  if (!copied) return null;
  copied.pastes += 1;
  return { fragment: copied.fragment, offset: { x: PASTE_STEP * copied.pastes, y: PASTE_STEP * copied.pastes } };
}

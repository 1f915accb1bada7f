import { PRIVACY_LABEL, PRIVACY_MASK } from '@edgelog/core';
import type { ReactNode } from 'react';

/**
 * A formatted figure as text, or, when privacy mode masked it, the mask for the eye and "hidden"
 * for a screen reader (which would otherwise read three bullets).
 */
export function MaskedText({ text, className }: { text: string; className?: string }): ReactNode {
  if (text !== PRIVACY_MASK)
    return className === undefined ? text : <span className={className}>{text}</span>;
  return (
    <span className={className} title="Hidden by privacy mode" data-privacy-mask="">
      <span aria-hidden>{PRIVACY_MASK}</span>
      <span className="sr-only">{PRIVACY_LABEL}</span>
    </span>
  );
}

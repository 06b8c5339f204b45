import { CircleHelp } from 'lucide-react';
import { Z_INDEX_STICKY } from '@/config/constants';
import { FLOATING_ASIDE, useReadingDown } from '@/ui/floating/reading-down';

export interface HelpButtonProps {
  label: string;
  onOpen: () => void;
}

/**
 * The floating help-centre button shown on every page except help itself; it steps aside while the page is read
 * downwards (ui/floating) and comes back as soon as the visitor scrolls up.
 */
export function HelpButton({ label, onOpen }: HelpButtonProps) {
  const aside = useReadingDown();
  return (
    <button
      type="button"
      className={aside ? `help-button ${FLOATING_ASIDE}` : 'help-button'}
      aria-label={label}
      style={{ zIndex: Z_INDEX_STICKY }}
      onClick={onOpen}
    >
      <CircleHelp aria-hidden="true" size={26} />
    </button>
  );
}

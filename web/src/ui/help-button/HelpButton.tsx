import { CircleHelp } from 'lucide-react';
import { Z_INDEX_STICKY } from '@/config/constants';

export interface HelpButtonProps {
  label: string;
  onOpen: () => void;
}

/** The floating help-centre button shown on every page except help itself. */
export function HelpButton({ label, onOpen }: HelpButtonProps) {
  return (
    <button
      type="button"
      className="help-button"
      aria-label={label}
      style={{ zIndex: Z_INDEX_STICKY }}
      onClick={onOpen}
    >
      <CircleHelp aria-hidden="true" size={26} />
    </button>
  );
}

import { type KeyboardEvent, useId } from 'react';

export interface TabsProps<K extends string> {
  label: string;
  tabs: readonly { key: K; label: string }[];
  current: K;
  onChange: (key: K) => void;
  panelId: string;
}

/** A tab list with arrow-key movement, as screen-reader users expect from role=tablist. */
export function Tabs<K extends string>({ label, tabs, current, onChange, panelId }: TabsProps<K>) {
  const baseId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.findIndex((tab) => tab.key === current);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (next) onChange(next.key);
  };
  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          id={`${baseId}-${tab.key}`}
          type="button"
          role="tab"
          aria-selected={tab.key === current}
          aria-controls={panelId}
          tabIndex={tab.key === current ? 0 : -1}
          className="tabs__tab"
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

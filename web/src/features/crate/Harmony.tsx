import type { TFunction } from 'i18next';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { Transition } from '@/lib/camelot-neighbours';

// Made once, so a transition that renders again leaves its icon alone (see CrateList's row icons).
const MIXES_ICON = <CircleCheck aria-hidden="true" size={14} />;
const CLASH_ICON = <CircleAlert aria-hidden="true" size={14} />;

function percentText(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded === 0 ? '0' : rounded.toFixed(1)}`;
}

/** Between two neighbours: whether they mix, the key relation on the wheel and the tempo step. */
export function Harmony({
  transition,
  from,
  to,
  t,
}: {
  transition: Transition;
  from: string;
  to: string;
  /** The crate list's `t` (a row renders one Harmony; the list looks its words up once). */
  t: TFunction<'crate'>;
}) {
  const tempo = transition.tempo
    ? t(`tempo.${transition.tempo.as}`, { percent: percentText(transition.tempo.percent) })
    : t('tempo.unknown');
  return (
    <p className={transition.mixes ? 'harmony harmony--mixes' : 'harmony harmony--clash'}>
      <span className="visually-hidden">{t('transition', { from, to })}</span>
      {transition.mixes ? MIXES_ICON : CLASH_ICON}
      <span>{t(transition.mixes ? 'mixes' : 'clashes')}</span>
      <span>{t(`relation.${transition.key}`)}</span>
      <span>{tempo}</span>
    </p>
  );
}

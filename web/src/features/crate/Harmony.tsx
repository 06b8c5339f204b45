import type { TFunction } from 'i18next';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { Transition } from '@/lib/camelot-neighbours';

// Made once, so a transition that renders again leaves its icons alone (see CrateList's row icons). Both are
// always there and the class shows one: a row whose transition turns from mixing to clashing (a reorder turns
// many) changes a class instead of making an SVG anew, which cost a smooth set's render a few ms a row at 4x CPU
// slowdown.
const MIXES_ICON = <CircleCheck aria-hidden="true" size={14} className="harmony__icon harmony__icon--mixes" />;
const CLASH_ICON = <CircleAlert aria-hidden="true" size={14} className="harmony__icon harmony__icon--clash" />;

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
      {MIXES_ICON}
      {CLASH_ICON}
      <span>{t(transition.mixes ? 'mixes' : 'clashes')}</span>
      <span>{t(`relation.${transition.key}`)}</span>
      <span>{tempo}</span>
    </p>
  );
}

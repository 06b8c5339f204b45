import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Transition } from '@/lib/camelot-neighbours';

function percentText(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded === 0 ? '0' : rounded.toFixed(1)}`;
}

/** Between two neighbours: whether they mix, the key relation on the wheel and the tempo step. */
export function Harmony({ transition, from, to }: { transition: Transition; from: string; to: string }) {
  const { t } = useTranslation('crate');
  const Icon = transition.mixes ? CircleCheck : CircleAlert;
  const tempo = transition.tempo
    ? t(`tempo.${transition.tempo.as}`, { percent: percentText(transition.tempo.percent) })
    : t('tempo.unknown');
  return (
    <p className={transition.mixes ? 'harmony harmony--mixes' : 'harmony harmony--clash'}>
      <span className="visually-hidden">{t('transition', { from, to })}</span>
      <Icon aria-hidden="true" size={14} />
      <span>{t(transition.mixes ? 'mixes' : 'clashes')}</span>
      <span>{t(`relation.${transition.key}`)}</span>
      <span>{tempo}</span>
    </p>
  );
}

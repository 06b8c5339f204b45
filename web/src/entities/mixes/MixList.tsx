import type { components } from '@djshop/api';
import { useSignals } from '@preact/signals-react/runtime';
import { AudioLines, Lock, LockOpen } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { camelotCode } from '@/lib/camelot';
import { keyLock, setKeyLock } from '@/lib/key-lock';
import { formatKey, keyNotation } from '@/lib/key-notation';
import { tracksOf } from '@/lib/player';
import { userText } from '@/lib/user-text';
import { GoodsRow } from '@/ui/goods/GoodsRow';
import './mixes.css';
import { type Mix, signedPercent } from '@/entities/goods/mixes';
import { type BlendLimit, rateSupported } from './blend/support';

type Goods = components['schemas']['Goods'];

// The blend check's code loads when a blend starts, not with the page.
const BlendCheck = lazy(() => import('./blend/BlendCheck'));

/** The key-lock switch: the user's deck habit, kept with their settings on this device. */
export function KeyLockSwitch() {
  useSignals();
  const { t } = useTranslation('goods');
  const on = keyLock.value;
  const Icon = on ? Lock : LockOpen;
  const hintId = useId();
  return (
    <div className="key-lock">
      <label className="key-lock__switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={on}
          aria-describedby={hintId}
          checked={on}
          onChange={(event) => setKeyLock(event.target.checked)}
        />
        <Icon aria-hidden="true" size={16} />
        <span>{t('mix.keyLock')}</span>
      </label>
      <p id={hintId} className="key-lock__hint">
        {t(on ? 'mix.keyLockOn' : 'mix.keyLockOff')}
      </p>
    </div>
  );
}

/** How a suggestion mixes: its relation, the tempo change to apply, and the key it then sounds in. */
function MixFacts({ mix, locked }: { mix: Mix; locked: boolean }) {
  useSignals();
  const { t } = useTranslation('goods');
  const { match } = mix;
  // Written as the user reads keys (lib/key-notation).
  const key = formatKey(camelotCode(locked ? match.written : match.soundsIn), keyNotation.value);
  return (
    <p className="mix-facts">
      <span className={`mix-facts__relation mix-facts__relation--${match.relation}`}>
        {t(`mix.relation.${match.relation}`)}
      </span>
      <span className="mix-facts__change">{t('mix.change', { value: signedPercent(match.change) })}</span>
      {match.timing === 'own' ? null : <span>{t(`mix.timing.${match.timing}`)}</span>}
      <span>{t('mix.soundsIn', { key })}</span>
    </p>
  );
}

interface MixListProps {
  /** The track the suggestions mix with; the blend check plays it under them. */
  track: Goods;
  items: readonly Mix[];
  label: string;
}

/** Suggestions that mix with a track, each with how it mixes and a blend check over the track. */
export function MixList({ track, items, label }: MixListProps) {
  useSignals();
  const { t } = useTranslation('goods');
  const locked = keyLock.value;
  const playlist = useMemo(() => tracksOf(items.map((mix) => mix.goods)), [items]);
  const [blending, setBlending] = useState<number | null>(null);
  const [limit, setLimit] = useState<BlendLimit | null>(() => (rateSupported() ? null : 'rate'));
  const trackTitle = userText(track.title);
  return (
    <ul className="list" aria-label={label}>
      {items.map((mix) => {
        const title = userText(mix.goods.title);
        const active = blending === mix.goods.id;
        return (
          <li key={mix.goods.id} className="list__row mix-row" data-relation={mix.match.relation}>
            <GoodsRow goods={mix.goods} playlist={playlist} />
            <div className="mix-row__foot">
              <MixFacts mix={mix} locked={locked} />
              {limit ? (
                <p className="mix-row__limit">{t(`blend.unsupported.${limit}`)}</p>
              ) : (
                <button
                  type="button"
                  className="btn mix-row__blend"
                  aria-pressed={active}
                  aria-label={t(active ? 'blend.stopOver' : 'blend.over', { title, track: trackTitle })}
                  onClick={() => setBlending(active ? null : mix.goods.id)}
                >
                  <AudioLines aria-hidden="true" size={16} />
                  {t('blend.button')}
                </button>
              )}
            </div>
            {active && !limit ? (
              <Suspense fallback={<p className="blend__status">{t('blend.starting')}</p>}>
                <BlendCheck
                  track={track}
                  mix={mix}
                  keyLock={locked}
                  onClose={() => setBlending(null)}
                  onUnsupported={(reason) => {
                    setBlending(null);
                    setLimit(reason);
                  }}
                />
              </Suspense>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SONG_BPM_MAX, SONG_BPM_MIN } from '@/config/constants';
import { catalogueFiltersQuery } from '@/entities/goods/getCatalogueFilters';
import type { SearchFilters } from '@/entities/goods/searchGoods';
import { formatKey, keyNotation } from '@/lib/key-notation';
import { SubmitButton } from '@/ui/field/SubmitButton';

/** The common catalogue filters every listing and the search share. */
export type CatalogueFilters = Pick<
  SearchFilters,
  'sort' | 'keyword' | 'genre' | 'key' | 'bpm_min' | 'bpm_max' | 'price_min' | 'price_max'
>;

type Sort = NonNullable<SearchFilters['sort']>;

/** Drops empty values so the query key (and the request) holds only what the user chose. */
export function compactFilters<T extends object>(filters: T): T {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as T;
}

function toInt(value: FormDataEntryValue | null): number | undefined {
  const text = String(value ?? '').trim();
  if (!text) return undefined;
  const number = Number(text);
  return Number.isInteger(number) ? number : Number.NaN;
}

function toMoney(value: FormDataEntryValue | null): string | undefined | null {
  const text = String(value ?? '').trim();
  if (!text) return undefined;
  const number = Number(text);
  return Number.isFinite(number) && number >= 0 ? number.toFixed(2) : null;
}

/** What is wrong with a form's ranges (its message is `rangeError.<this>`). */
export type RangeProblem = 'bpmRange' | 'bpmOrder' | 'priceRange' | 'priceOrder';

/**
 * A form's BPM and price ranges by the search's rule: on submit, a reversed or impossible range is the problem
 * to show (and nothing is applied), a good one goes to `onRanges`.
 */
export function useRangeForm(onRanges: (ranges: CatalogueFilters) => void): {
  error: RangeProblem | null;
  apply: (event: FormEvent<HTMLFormElement>) => void;
} {
  const [error, setError] = useState<RangeProblem | null>(null);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ranges = readRanges(new FormData(event.currentTarget));
    setError(ranges.ok ? null : ranges.error);
    if (ranges.ok) onRanges(ranges.value);
  };
  return { error, apply };
}

/** Reads the form's ranges, or says what is wrong with them (nothing is sent until they are right). */
export function readRanges(form: FormData): { ok: true; value: CatalogueFilters } | { ok: false; error: RangeProblem } {
  const bpmMin = toInt(form.get('bpm_min'));
  const bpmMax = toInt(form.get('bpm_max'));
  const inBpm = (bpm: number | undefined) =>
    bpm === undefined || (!Number.isNaN(bpm) && bpm >= SONG_BPM_MIN && bpm <= SONG_BPM_MAX);
  if (!inBpm(bpmMin) || !inBpm(bpmMax)) return { ok: false, error: 'bpmRange' };
  if (bpmMin !== undefined && bpmMax !== undefined && bpmMin > bpmMax) return { ok: false, error: 'bpmOrder' };
  const priceMin = toMoney(form.get('price_min'));
  const priceMax = toMoney(form.get('price_max'));
  if (priceMin === null || priceMax === null) return { ok: false, error: 'priceRange' };
  if (priceMin !== undefined && priceMax !== undefined && Number(priceMin) > Number(priceMax)) {
    return { ok: false, error: 'priceOrder' };
  }
  return { ok: true, value: { bpm_min: bpmMin, bpm_max: bpmMax, price_min: priceMin, price_max: priceMax } };
}

export interface FilterPanelProps {
  value: CatalogueFilters;
  onChange: (filters: CatalogueFilters) => void;
  /** Whether the panel starts open (the search page) or folded (listings). */
  open?: boolean;
}

/** Sort, genre, key, BPM and price filters; ranges apply with the button and are checked first. */
export function FilterPanel({ value, onChange, open = false }: FilterPanelProps) {
  useSignals();
  const { t } = useTranslation('catalog');
  const options = useQuery(catalogueFiltersQuery()).data;
  const errorId = useId();
  const set = (patch: CatalogueFilters) => onChange({ ...value, ...patch });
  const { error, apply } = useRangeForm(set);

  return (
    <details className="filter-panel" open={open}>
      <summary className="filter-panel__summary">
        <SlidersHorizontal aria-hidden="true" size={16} />
        {t('filters')}
      </summary>
      <form className="filters" aria-label={t('filters')} onSubmit={apply} noValidate>
        <label className="filters__field">
          <span>{t('sort')}</span>
          <select value={value.sort ?? 'new'} onChange={(event) => set({ sort: event.target.value as Sort })}>
            {(options?.sorts ?? [{ value: 'new' as const, name: t('newest') }]).map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.name}
              </option>
            ))}
          </select>
        </label>
        <label className="filters__field">
          <span>{t('genre')}</span>
          <select value={value.genre ?? ''} onChange={(event) => set({ genre: event.target.value || undefined })}>
            <option value="">{t('any')}</option>
            {options?.genres.map((genre) => (
              <option key={genre} value={genre}>
                {genre}
              </option>
            ))}
          </select>
        </label>
        <label className="filters__field">
          <span>{t('key')}</span>
          <select value={value.key ?? ''} onChange={(event) => set({ key: event.target.value || undefined })}>
            <option value="">{t('any')}</option>
            {options?.keys.map((key) => (
              <option key={key} value={key}>
                {formatKey(key, keyNotation.value)}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="filters__range">
          <legend>{t('bpm')}</legend>
          <input
            name="bpm_min"
            type="number"
            inputMode="numeric"
            min={SONG_BPM_MIN}
            max={SONG_BPM_MAX}
            defaultValue={value.bpm_min}
            placeholder={options ? String(options.bpm.min) : undefined}
            aria-label={t('bpmMin')}
            aria-describedby={error?.startsWith('bpm') ? errorId : undefined}
            aria-invalid={error?.startsWith('bpm') || undefined}
          />
          <input
            name="bpm_max"
            type="number"
            inputMode="numeric"
            min={SONG_BPM_MIN}
            max={SONG_BPM_MAX}
            defaultValue={value.bpm_max}
            placeholder={options ? String(options.bpm.max) : undefined}
            aria-label={t('bpmMax')}
            aria-describedby={error?.startsWith('bpm') ? errorId : undefined}
            aria-invalid={error?.startsWith('bpm') || undefined}
          />
        </fieldset>
        <fieldset className="filters__range">
          <legend>{t('price')}</legend>
          <input
            name="price_min"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            defaultValue={value.price_min}
            aria-label={t('priceMin')}
            aria-describedby={error?.startsWith('price') ? errorId : undefined}
            aria-invalid={error?.startsWith('price') || undefined}
          />
          <input
            name="price_max"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            defaultValue={value.price_max}
            aria-label={t('priceMax')}
            aria-describedby={error?.startsWith('price') ? errorId : undefined}
            aria-invalid={error?.startsWith('price') || undefined}
          />
        </fieldset>
        {error ? (
          <p id={errorId} className="filters__error" role="alert">
            {t(`rangeError.${error}`, { min: SONG_BPM_MIN, max: SONG_BPM_MAX })}
          </p>
        ) : null}
        <SubmitButton>{t('apply')}</SubmitButton>
      </form>
    </details>
  );
}

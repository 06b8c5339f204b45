import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { SlidersHorizontal, X } from 'lucide-react';
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SONG_BPM_MAX, SONG_BPM_MIN } from '@/config/constants';
import { catalogueFiltersQuery } from '@/entities/goods/getCatalogueFilters';
import type { SearchFilters } from '@/entities/goods/searchGoods';
import { formatPrice } from '@/lib/format';
import { formatKey, keyNotation } from '@/lib/key-notation';
import { userText } from '@/lib/user-text';
import { ModalFrame } from '@/ui/dialog/ModalFrame';
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
  /** Whether the folded panel starts open (the search page) or folded (listings); not for the sheet. */
  open?: boolean;
  /**
   * A "Filters" button (with the count of filters on) that opens the filters in a sheet, and the filters on
   * shown as removable chips beside it: for a page whose list should start on its first screen (Category).
   */
  sheet?: boolean;
  /** Genres the user picked: listed first in the genre filter, under their own heading. */
  preferredGenres?: ReadonlySet<string>;
  /** Why the sort waits (while "mixes with" is on): the sort is then disabled, and this says why. */
  sortLocked?: string | undefined;
}

/** Sort, genre, key, BPM and price filters; ranges apply with the button and are checked first. */
export function FilterPanel({
  value,
  onChange,
  open = false,
  sheet = false,
  preferredGenres,
  sortLocked,
}: FilterPanelProps) {
  const { t } = useTranslation('catalog');
  const [sheetOpen, setSheetOpen] = useState(false);
  const set = (patch: CatalogueFilters) => onChange({ ...value, ...patch });
  const chips = useActiveFilters(value);

  if (!sheet) {
    return (
      <details className="filter-panel" open={open}>
        <summary className="filter-panel__summary">
          <SlidersHorizontal aria-hidden="true" size={16} />
          {t('filters')}
        </summary>
        <FilterForm value={value} set={set} preferredGenres={preferredGenres} sortLocked={sortLocked} />
      </details>
    );
  }

  return (
    <div className="filter-bar">
      <button
        type="button"
        className="chip filter-bar__button"
        aria-haspopup="dialog"
        aria-expanded={sheetOpen}
        // The visible word starts the name, then how many are on (the badge's number, in words).
        aria-label={chips.length > 0 ? t('filtersOn', { count: chips.length }) : undefined}
        onClick={() => setSheetOpen(true)}
      >
        <SlidersHorizontal aria-hidden="true" size={16} />
        {t('filters')}
        {chips.length > 0 ? <span className="filter-bar__count">{chips.length}</span> : null}
      </button>
      {chips.length > 0 ? (
        <ul className="filter-bar__chips" aria-label={t('activeFilters')}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                className="chip filter-bar__chip"
                aria-label={t('removeFilter', { name: chip.label })}
                onClick={() => set(chip.clear)}
              >
                {chip.label}
                <X aria-hidden="true" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {sheetOpen ? (
        <FilterSheet title={t('filters')} onClose={() => setSheetOpen(false)}>
          <FilterForm
            value={value}
            set={set}
            preferredGenres={preferredGenres}
            sortLocked={sortLocked}
            onApplied={() => setSheetOpen(false)}
          />
        </FilterSheet>
      ) : null}
    </div>
  );
}

/** One filter that is on: what its chip says, and what taking it off sets. */
interface ActiveFilter {
  key: string;
  label: string;
  clear: CatalogueFilters;
}

function rangeLabel(
  t: TFunction<'catalog'>,
  name: string,
  min: string | number | undefined,
  max: string | number | undefined,
): string {
  if (min !== undefined && max !== undefined) return t('chip.between', { name, min, max });
  if (min !== undefined) return t('chip.from', { name, min });
  return t('chip.upTo', { name, max });
}

/** The filters that are on, in the panel's order; the first sort (newest) is no filter. */
function useActiveFilters(value: CatalogueFilters): ActiveFilter[] {
  useSignals();
  const { t } = useTranslation('catalog');
  const options = useQuery(catalogueFiltersQuery()).data;
  const active: ActiveFilter[] = [];
  if (value.sort && value.sort !== 'new') {
    const sort = options?.sorts.find((option) => option.value === value.sort);
    active.push({
      key: 'sort',
      label: t('chip.named', { name: t('sort'), value: sort ? userText(sort.name) : value.sort }),
      clear: { sort: 'new' },
    });
  }
  if (value.genre) {
    active.push({
      key: 'genre',
      label: t('chip.named', { name: t('genre'), value: value.genre }),
      clear: { genre: undefined },
    });
  }
  if (value.key) {
    active.push({
      key: 'key',
      label: t('chip.named', { name: t('key'), value: formatKey(value.key, keyNotation.value) }),
      clear: { key: undefined },
    });
  }
  if (value.bpm_min !== undefined || value.bpm_max !== undefined) {
    active.push({
      key: 'bpm',
      label: rangeLabel(t, t('chip.bpm'), value.bpm_min, value.bpm_max),
      clear: { bpm_min: undefined, bpm_max: undefined },
    });
  }
  if (value.price_min !== undefined || value.price_max !== undefined) {
    const money = (amount: string | undefined) => (amount === undefined ? undefined : formatPrice(amount));
    active.push({
      key: 'price',
      label: rangeLabel(t, t('chip.price'), money(value.price_min), money(value.price_max)),
      clear: { price_min: undefined, price_max: undefined },
    });
  }
  return active;
}

/**
 * The filters in a bottom sheet, like the app's other sheets: modal, focus moves in and stays, Escape, the
 * mask, back and Close shut it, and the focus goes back to the button that opened it.
 */
function FilterSheet({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <ModalFrame className="filter-sheet" titleId={titleId} onClose={onClose}>
      <div className="filter-sheet__head">
        <h2 id={titleId} className="filter-sheet__title">
          {title}
        </h2>
        <button type="button" className="btn btn--plain" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      {children}
    </ModalFrame>
  );
}

function FilterForm({
  value,
  set,
  preferredGenres,
  sortLocked,
  onApplied,
}: {
  value: CatalogueFilters;
  set: (patch: CatalogueFilters) => void;
  preferredGenres?: ReadonlySet<string> | undefined;
  sortLocked?: string | undefined;
  /** After the ranges were applied (the sheet closes then). */
  onApplied?: () => void;
}) {
  useSignals();
  const { t } = useTranslation('catalog');
  const options = useQuery(catalogueFiltersQuery()).data;
  const errorId = useId();
  const noteId = useId();
  const { error, apply } = useRangeForm((ranges) => {
    set(ranges);
    onApplied?.();
  });
  const genres = options?.genres ?? [];
  const mine = preferredGenres ? genres.filter((genre) => preferredGenres.has(genre)) : [];
  const others = genres.filter((genre) => !mine.includes(genre));
  const genreOptions = (list: readonly string[]) =>
    list.map((genre) => (
      <option key={genre} value={genre}>
        {genre}
      </option>
    ));

  return (
    <form className="filters" aria-label={t('filters')} onSubmit={apply} noValidate>
      {sortLocked ? (
        <p id={noteId} className="filters__note">
          {sortLocked}
        </p>
      ) : null}
      <label className="filters__field">
        <span>{t('sort')}</span>
        <select
          value={value.sort ?? 'new'}
          disabled={Boolean(sortLocked)}
          aria-describedby={sortLocked ? noteId : undefined}
          onChange={(event) => set({ sort: event.target.value as Sort })}
        >
          {(options?.sorts ?? [{ value: 'new' as const, name: t('newest') }]).map((sort) => (
            <option key={sort.value} value={sort.value}>
              {userText(sort.name)}
            </option>
          ))}
        </select>
      </label>
      <label className="filters__field">
        <span>{t('genre')}</span>
        <select value={value.genre ?? ''} onChange={(event) => set({ genre: event.target.value || undefined })}>
          <option value="">{t('any')}</option>
          {mine.length > 0 ? (
            <>
              <optgroup label={t('myGenres')}>{genreOptions(mine)}</optgroup>
              <optgroup label={t('otherGenres')}>{genreOptions(others)}</optgroup>
            </>
          ) : (
            genreOptions(others)
          )}
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
      <RangeField
        field="bpm"
        legend={t('bpm')}
        labels={{ min: t('bpmMin'), max: t('bpmMax') }}
        values={{ min: value.bpm_min, max: value.bpm_max }}
        placeholders={options ? { min: String(options.bpm.min), max: String(options.bpm.max) } : {}}
        input={{ inputMode: 'numeric', min: SONG_BPM_MIN, max: SONG_BPM_MAX }}
        errorId={error?.startsWith('bpm') ? errorId : undefined}
      />
      <RangeField
        field="price"
        legend={t('price')}
        labels={{ min: t('priceMin'), max: t('priceMax') }}
        values={{ min: value.price_min, max: value.price_max }}
        input={{ inputMode: 'decimal', min: 0, step: '0.01' }}
        errorId={error?.startsWith('price') ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="filters__error" role="alert">
          {t(`rangeError.${error}`, { min: SONG_BPM_MIN, max: SONG_BPM_MAX })}
        </p>
      ) : null}
      <SubmitButton>{t('apply')}</SubmitButton>
    </form>
  );
}

type RangeEnd = 'min' | 'max';

interface RangeFieldProps {
  /** The filter's name: its inputs are `<field>_min` and `<field>_max`, as the form's check reads them. */
  field: 'bpm' | 'price';
  legend: string;
  labels: Record<RangeEnd, string>;
  values: Partial<Record<RangeEnd, string | number>>;
  placeholders?: Partial<Record<RangeEnd, string>>;
  /** What both ends share: the keyboard to show and the bounds. */
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'min' | 'max' | 'step'>;
  /** The error's element, when the error is this range's. */
  errorId: string | undefined;
}

/** A range of two number inputs, uncontrolled: the form reads and checks both on submit. */
function RangeField({ field, legend, labels, values, placeholders = {}, input, errorId }: RangeFieldProps) {
  return (
    <fieldset className="filters__range">
      <legend>{legend}</legend>
      {(['min', 'max'] as const).map((end) => (
        <input
          key={end}
          name={`${field}_${end}`}
          type="number"
          {...input}
          defaultValue={values[end]}
          placeholder={placeholders[end]}
          aria-label={labels[end]}
          aria-describedby={errorId}
          aria-invalid={errorId ? true : undefined}
        />
      ))}
    </fieldset>
  );
}

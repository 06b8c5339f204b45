import { useSignals } from '@preact/signals-react/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customGenresQuery } from '@/entities/user/getCustomGenres';
import { saveCustomGenres, saveCustomGenresChanges } from '@/entities/user/saveCustomGenres';
import { showToast } from '@/lib/layers/toast';
import { token } from '@/lib/session';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';
import './account.css';
import { invalidate } from '@/entities/invalidate';
import { SubmitButton } from '@/ui/field/SubmitButton';

interface Choice {
  genres: { name: string; selected: boolean }[];
  max: number;
}

function GenrePicker({ choice }: { choice: Choice }) {
  useSignals();
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<readonly string[]>(() =>
    choice.genres.filter((genre) => genre.selected).map((genre) => genre.name),
  );
  const saved = choice.genres.filter((genre) => genre.selected).map((genre) => genre.name);
  const changed = picked.length !== saved.length || picked.some((name) => !saved.includes(name));

  const save = useMutation({
    mutationFn: () => saveCustomGenres([...picked]),
    onSuccess: async () => {
      showToast(t('genres.saved'));
      // Listings that favour the user's genres read them again.
      await invalidate(queryClient, saveCustomGenresChanges);
    },
  });

  const toggle = (name: string) => {
    if (picked.includes(name)) {
      setPicked(picked.filter((other) => other !== name));
      return;
    }
    if (picked.length >= choice.max) {
      showToast(t('genres.tooMany', { max: choice.max }));
      return;
    }
    setPicked([...picked, name]);
  };

  const submit = () => {
    if (save.isPending) return;
    if (picked.length === 0) {
      showToast(t('genres.noneChosen'));
      return;
    }
    save.mutate();
  };

  return (
    <section aria-label={t('genres.title')}>
      <p className="section-title" aria-live="polite">
        {t('genres.count', { count: picked.length, max: choice.max })}
      </p>
      <ul className="genre-grid">
        {choice.genres.map((genre) => {
          const on = picked.includes(genre.name);
          return (
            <li key={genre.name}>
              <button type="button" className="chip genre-chip" aria-pressed={on} onClick={() => toggle(genre.name)}>
                {on ? <Check aria-hidden="true" size={14} /> : null}
                {genre.name}
              </button>
            </li>
          );
        })}
      </ul>
      <SubmitButton
        type="button"
        className="btn btn--primary btn--block"
        pending={save.isPending}
        disabled={!changed}
        onClick={submit}
      >
        {t('save')}
      </SubmitButton>
    </section>
  );
}

/** The genres the user likes; listings that can filter by genre favour them. */
export default function CustomMusicGenrePage() {
  useSignals();
  const { t } = useTranslation('account');
  const query = useQuery(customGenresQuery(token.value));
  return (
    <Page>
      <p className="form__hint">{t('genres.intro')}</p>
      <QueryView query={query} isEmpty={(choice) => choice.genres.length === 0} empty={t('genres.empty')}>
        {(choice) => <GenrePicker key={choice.genres.map((g) => `${g.name}${g.selected}`).join()} choice={choice} />}
      </QueryView>
    </Page>
  );
}

import { useSignals } from '@preact/signals-react/runtime';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Disc3, Heart, LayoutGrid, Play, Search, Share2, ShoppingCart, Shuffle, Trash2, Undo2 } from 'lucide-react';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryMixesLink } from '@/entities/mixes/CategoryMixesLink';
import {
  clearCrate,
  crateItems,
  crateNotice,
  forgetResumePoint,
  lastUndo,
  moveInCrate,
  orderForSmoothSet,
  playCrate,
  playingCrate,
  prepareSmoothOrder,
  readResumePoint,
  removeFromCrate,
  undoCrate,
} from '@/lib/crate/crate';
import { exportBaseName } from '@/lib/crate/export';
import type { CrateItem } from '@/lib/crate/format';
import { setHarmony } from '@/lib/crate/harmony';
import { formatDuration } from '@/lib/format';
import { openDialog } from '@/lib/layers/dialog';
import { showToast } from '@/lib/layers/toast';
import { requireLogin } from '@/lib/login';
import { navigation } from '@/lib/navigation';
import { rememberingT } from '@/lib/remembering-t';
import { routePath, routeUrl } from '@/lib/routes';
import { ActionSheet } from '@/ui/action-sheet/ActionSheet';
import { KeyNotationSwitch } from '@/ui/key-notation/KeyNotationSwitch';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { EmptyState } from '@/ui/query-view/QueryView';
import { addAllToCart, type CartOutcome, type CollectOutcome, collectAll } from './bulk';
import { type CrateEditing, CrateList } from './CrateList';
import { deliverExport, type ExportFormat, exportFile, prepareExport } from './export-flow';
import { shareCrate } from './share';
import './crate.css';
import { SubmitButton } from '@/ui/field/SubmitButton';

type Busy = 'cart' | 'collect' | 'export' | null;

/** One object for the page's life, so that the list's faces keep equal props (CrateList). */
const EDITING: CrateEditing = { onMove: moveInCrate, onRemove: (item) => removeFromCrate(item.id) };

/** Made once: it follows the notation by itself, and need not render again with every change to the crate. */
const NOTATION_SWITCH = <KeyNotationSwitch />;

/**
 * The page's icons, made once: the page renders again on every change to the crate (a move, a reorder), and an
 * element that is the very same object is not rendered again (see CrateList's row icons).
 */
const ICONS = {
  undo: <Undo2 aria-hidden="true" size={16} />,
  search: <Search aria-hidden="true" size={16} />,
  category: <LayoutGrid aria-hidden="true" size={16} />,
  play: <Play aria-hidden="true" size={18} />,
  smooth: <Shuffle aria-hidden="true" size={18} />,
  cart: <ShoppingCart aria-hidden="true" size={18} />,
  collect: <Heart aria-hidden="true" size={18} />,
  share: <Share2 aria-hidden="true" size={18} />,
  clear: <Trash2 aria-hidden="true" size={18} />,
  export: <Disc3 aria-hidden="true" size={18} />,
};

function cartSummary(t: TFunction<'crate'>, outcome: CartOutcome): string {
  const parts = [t('cart.added', { count: outcome.added })];
  for (const key of ['owned', 'vip', 'free', 'already', 'failed'] as const) {
    if (outcome[key] > 0) parts.push(t(`cart.${key}`, { count: outcome[key] }));
  }
  return parts.join(' ');
}

function collectSummary(t: TFunction<'crate'>, outcome: CollectOutcome): string {
  const parts = [t('collect.added', { count: outcome.added })];
  for (const key of ['already', 'failed'] as const) {
    if (outcome[key] > 0) parts.push(t(`collect.${key}`, { count: outcome[key] }));
  }
  return parts.join(' ');
}

function Notice() {
  const { t } = useTranslation('crate');
  const notice = crateNotice.value;
  if (!notice) return null;
  const text =
    notice.problem === 'partial' ? t('notice.partial', { count: notice.dropped }) : t(`notice.${notice.problem}`);
  return (
    <p className="crate-notice" role="alert">
      {text}
    </p>
  );
}

function UndoBar({ t }: { t: TFunction<'crate'> }) {
  const undo = lastUndo.value;
  if (!undo) return null;
  const removed = undo.change === 'remove' ? undo.items.find((item) => !crateItems.value.includes(item)) : undefined;
  const text =
    undo.change === 'remove'
      ? t('undoRemove', { title: removed?.title ?? '' })
      : t(undo.change === 'order' ? 'undoOrder' : 'undoClear');
  return (
    <div className="crate-undo" role="status">
      <span>{text}</span>
      <button type="button" className="btn" onClick={undoCrate}>
        {ICONS.undo} {t('undo')}
      </button>
    </div>
  );
}

/**
 * What could come next in the set: the search, or the Category tab, narrowed to what mixes with the crate's last
 * track (the two ways a track page offers).
 */
function MixesWithLast({ items, t }: { items: readonly CrateItem[]; t: TFunction<'crate'> }) {
  const last = items[items.length - 1];
  if (!last?.bpm || !last.key) return null;
  return (
    <div className="crate-next">
      <AppLink to={routeUrl('search', { mixes: last.id })} className="crate-next__link">
        {ICONS.search}
        {t('mixesWithLast', { title: last.title })}
      </AppLink>
      <CategoryMixesLink trackId={last.id} className="crate-next__link">
        {ICONS.category}
        {t('mixesWithLastCategory', { title: last.title })}
      </CategoryMixesLink>
    </div>
  );
}

export default function CratePage() {
  useSignals();
  // The page renders again on every move and reorder with mostly the same words: remembered, as the list's
  // are (rememberingT), and handed to the parts below rather than looked up by each.
  const t = rememberingT(useTranslation('crate').t);
  const client = useQueryClient();
  const items = crateItems.value;
  const [resume, setResume] = useState(readResumePoint);
  const [busy, setBusy] = useState<Busy>(null);
  const [exporting, setExporting] = useState(false);
  const resumeItem = resume ? items.find((item) => item.id === resume.id) : undefined;
  const { score, clashes } = setHarmony(items);
  const [smoothAhead, setSmoothAhead] = useState<{ of: readonly CrateItem[]; order: readonly CrateItem[] } | null>(
    null,
  );
  // The tap on "order for a smooth set" then only applies an order found while the page had nothing to do.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `items` is a signal's value read in render (not stable, whatever the rule infers from its module-level source): each crate is prepared anew
  useEffect(
    () => prepareSmoothOrder(items, (order) => startTransition(() => setSmoothAhead({ of: items, order }))),
    [items],
  );
  // What the list draws ahead (CrateList): what an undo brings back while one is offered, else the smooth order
  // once it is found. An order found for an earlier crate is nothing newer to draw.
  const undo = lastUndo.value;
  const upcoming = undo ? undo.items : smoothAhead?.of === items ? smoothAhead.order : null;

  const smooth = () => {
    const before = score;
    if (orderForSmoothSet()) {
      showToast(t('smoothDone', { before: before.toFixed(1), after: setHarmony(crateItems.value).score.toFixed(1) }));
    } else showToast(t('smoothSame'));
  };

  const clear = async () => {
    const answer = await openDialog({
      title: t('clearTitle'),
      content: t('clearContent', { count: items.length }),
      confirmText: t('clearConfirm'),
      cancelText: t('cancel'),
    });
    if (answer === 'confirm') clearCrate();
  };

  const run = async (kind: 'cart' | 'collect') => {
    if (busy || !requireLogin()) return;
    setBusy(kind);
    try {
      if (kind === 'cart') showToast(cartSummary(t, await addAllToCart(client, items)), 'kit');
      else showToast(collectSummary(t, await collectAll(client, items)), 'kit');
    } catch {
      // The request rules have shown what failed (the user or cart could not be read); nothing was changed.
    } finally {
      setBusy(null);
    }
  };

  // The export asks the provider which tracks are the user's: a visitor may export too (every track then comes
  // with its buy link), so it needs no login.
  const exportAs = async (format: ExportFormat) => {
    if (busy) return;
    setBusy('export');
    try {
      const crate = await prepareExport(client, items, t('export.name'));
      const delivery = await deliverExport(exportFile(crate, format, exportBaseName(crate)), items);
      if (delivery === 'shared' || delivery === 'downloaded') {
        const owned = crate.tracks.filter((track) => track.fileName).length;
        showToast(t('export.done', { count: crate.tracks.length, missing: crate.tracks.length - owned }), 'kit');
      }
    } catch {
      // The request rules have shown what failed; nothing was written.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Page>
      <Notice />
      {items.length === 0 ? (
        <>
          <EmptyState>{t('empty')}</EmptyState>
          <UndoBar t={t} />
          <button
            type="button"
            className="btn btn--block"
            onClick={() => void navigation.switchTab(routePath('category'))}
          >
            {t('browse')}
          </button>
        </>
      ) : (
        <>
          <section className="crate-head" aria-label={t('actions')}>
            <p className="crate-head__count">{t('count', { count: items.length })}</p>
            <div className="crate-head__play">
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => {
                  forgetResumePoint();
                  setResume(null);
                  playCrate(0);
                }}
              >
                {ICONS.play} {t('play')}
              </button>
              {resume && resumeItem && !playingCrate.value ? (
                <button
                  type="button"
                  className="btn"
                  onClick={() => {
                    playCrate(items.indexOf(resumeItem), resume.at);
                    setResume(null);
                  }}
                >
                  {t('resume', { title: resumeItem.title, time: formatDuration(resume.at) })}
                </button>
              ) : null}
            </div>
            <div className="crate-head__smooth">
              <button type="button" className="btn" disabled={items.length < 3} onClick={smooth}>
                {ICONS.smooth} {t('smooth')}
              </button>
              <p className="crate-head__score">{t('score', { score: score.toFixed(1), count: clashes })}</p>
            </div>
          </section>
          <UndoBar t={t} />
          <CrateList items={items} upcoming={upcoming} editing={EDITING} />
          <MixesWithLast items={items} t={t} />
          <div className="crate-actions">
            {/* One at a time: the others wait while one works, and only that one is busy. */}
            <SubmitButton
              type="button"
              className="btn"
              pending={busy === 'cart'}
              disabled={busy !== null}
              onClick={() => void run('cart')}
            >
              {busy === 'cart' ? null : ICONS.cart} {t('addAll')}
            </SubmitButton>
            <SubmitButton
              type="button"
              className="btn"
              pending={busy === 'collect'}
              disabled={busy !== null}
              onClick={() => void run('collect')}
            >
              {busy === 'collect' ? null : ICONS.collect} {t('collectAll')}
            </SubmitButton>
            <SubmitButton
              type="button"
              className="btn"
              pending={busy === 'export'}
              disabled={busy !== null}
              aria-haspopup="dialog"
              onClick={() => setExporting(true)}
            >
              {busy === 'export' ? null : ICONS.export} {t('export.action')}
            </SubmitButton>
            <button type="button" className="btn" onClick={() => void shareCrate(items)}>
              {ICONS.share} {t('share')}
            </button>
            <button type="button" className="btn" onClick={() => void clear()}>
              {ICONS.clear} {t('clear')}
            </button>
          </div>
        </>
      )}
      {exporting ? (
        <ActionSheet<ExportFormat>
          title={t('export.title')}
          items={[
            { key: 'rekordbox', label: t('export.rekordbox') },
            { key: 'm3u8', label: t('export.m3u8') },
          ]}
          onSelect={(format) => void exportAs(format)}
          onClose={() => setExporting(false)}
        />
      ) : null}
      {NOTATION_SWITCH}
    </Page>
  );
}

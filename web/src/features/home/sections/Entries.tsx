import {
  AudioLines,
  CalendarClock,
  Crown,
  Disc3,
  Gift,
  GraduationCap,
  Laptop,
  ListMusic,
  type LucideIcon,
  Mic,
  Package,
  PenTool,
  Speaker,
  Trophy,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routeUrl } from '@/lib/routes';
import { AppLink } from '@/ui/link/AppLink';
import { SearchEntry } from '@/ui/search/SearchEntry';

type EntryRoute =
  | 'topList'
  | 'dayList'
  | 'selectedMusicPack'
  | 'suiteList'
  | 'singleMusic'
  | 'dJSingle'
  | 'dJTeaching'
  | 'vipList'
  | 'welfareCenter'
  | 'tAG'
  | 'soundLight'
  | 'stageNameLogo'
  | 'software';

/** Home's entries to the catalogue's listing pages (docs/behaviour.md#navigation), each with its icon. */
export const ENTRIES: readonly { route: EntryRoute; icon: LucideIcon }[] = [
  { route: 'topList', icon: Trophy },
  { route: 'dayList', icon: CalendarClock },
  { route: 'selectedMusicPack', icon: Package },
  { route: 'suiteList', icon: ListMusic },
  { route: 'singleMusic', icon: AudioLines },
  { route: 'dJSingle', icon: Disc3 },
  { route: 'dJTeaching', icon: GraduationCap },
  { route: 'vipList', icon: Crown },
  { route: 'welfareCenter', icon: Gift },
  { route: 'tAG', icon: Mic },
  { route: 'soundLight', icon: Speaker },
  { route: 'stageNameLogo', icon: PenTool },
  { route: 'software', icon: Laptop },
];

export function Entries() {
  const { t } = useTranslation('home');
  return (
    <>
      <SearchEntry label={t('searchLabel')} placeholder={t('searchHint')} />
      <nav aria-label={t('entries')} className="home-entries">
        <ul className="home-entries__grid">
          {ENTRIES.map((entry) => (
            <li key={entry.route}>
              <AppLink to={routeUrl(entry.route)} className="home-entries__item">
                <entry.icon className="home-entries__icon" aria-hidden="true" size={22} />
                {t(`entry.${entry.route}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

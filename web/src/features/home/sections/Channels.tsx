import { AudioLines, Disc3, DiscAlbum, ListMusic, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CHANNEL_ID } from '@/config/constants';
import { requestedChannel } from '@/lib/catalog-intent';
import { navigation } from '@/lib/navigation';
import { routePath } from '@/lib/routes';

const CHANNELS = [
  { key: 'music', id: CHANNEL_ID.music, icon: AudioLines },
  { key: 'selected_pack', id: CHANNEL_ID.selected_pack, icon: Package },
  { key: 'dj', id: CHANNEL_ID.dj, icon: Disc3 },
  { key: 'skewer', id: CHANNEL_ID.skewer, icon: ListMusic },
  { key: 'playlist', id: CHANNEL_ID.playlist, icon: DiscAlbum },
] as const;

/** The channel shortcuts: each opens the Category tab on its channel. */
export function Channels() {
  const { t } = useTranslation('home');
  return (
    <nav aria-label={t('channels')} className="channels">
      {CHANNELS.map((channel) => (
        <a
          key={channel.key}
          href={`#${routePath('category')}`}
          className="channels__item"
          onClick={(event) => {
            event.preventDefault();
            requestedChannel.value = channel.id;
            void navigation.switchTab(routePath('category'));
          }}
        >
          <channel.icon className="channels__icon" aria-hidden="true" size={22} />
          {t(`channel.${channel.key}`)}
        </a>
      ))}
    </nav>
  );
}

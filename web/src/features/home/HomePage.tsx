import { useSignals } from '@preact/signals-react/runtime';
import { systemConfig } from '@/lib/system-config';
import { Page } from '@/ui/page/Page';
import { Banners } from './sections/Banners';
import { Channels } from './sections/Channels';
import { Circle } from './sections/Circle';
import { Entries } from './sections/Entries';
import { TodayMusics, TopMusic } from './sections/GoodsTeasers';
import { GroupBuys } from './sections/GroupBuys';
import { Notices } from './sections/Notices';
import { Presale } from './sections/Presale';
import { Statistics } from './sections/Statistics';
import { Writers } from './sections/Writers';
import './home.css';

/** Home: its sections top to bottom; each lives in `sections/` with its own query. */
export default function HomePage() {
  useSignals();
  return (
    <Page dataTitle={systemConfig.value?.site_name}>
      <Banners />
      <Notices />
      <Channels />
      <Entries />
      <Statistics />
      <TopMusic />
      <TodayMusics />
      <Presale />
      <GroupBuys />
      <Writers />
      <Circle />
    </Page>
  );
}

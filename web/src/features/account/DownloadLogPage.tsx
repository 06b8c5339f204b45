import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadLogQuery } from '@/entities/user/getDownloadLog';
import { userKeys } from '@/entities/user/keys';
import { detailKindOf, downloadResource } from '@/lib/download';
import { formatDate } from '@/lib/format';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { SubmitButton } from '@/ui/field/SubmitButton';
import { type Goods, GoodsRow } from '@/ui/goods/GoodsRow';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { Page } from '@/ui/page/Page';

/** The download log: what the user downloaded, newest first, each with a button to download it again. */
export default function DownloadLogPage() {
  useSignals();
  const { t, i18n } = useTranslation('account');
  const queryClient = useQueryClient();
  const log = useInfiniteQuery(downloadLogQuery(token.value));

  const download = useMutation({
    mutationFn: (goods: Goods) => downloadResource({ id: goods.id, type: detailKindOf(goods) }, userText(goods.title)),
    // Every download the provider hands out is a new entry of this log.
    onSuccess: (started) => {
      if (started) void queryClient.invalidateQueries({ queryKey: userKeys.downloadLog.all });
    },
  });

  return (
    <Page>
      <InfiniteList
        label={t('downloadLog.list')}
        {...pagedListProps(log)}
        getKey={(record) => record.id}
        renderItem={(record) => {
          const busy = download.isPending && download.variables?.id === record.goods.id;
          return (
            <div className="download-entry">
              <GoodsRow goods={record.goods} />
              <div className="download-entry__bar">
                <time className="download-entry__time" dateTime={new Date(record.createtime * 1000).toISOString()}>
                  {t('downloadLog.downloadedOn', { date: formatDate(record.createtime, i18n.language) })}
                </time>
                <SubmitButton
                  type="button"
                  className="btn btn--primary download-entry__button"
                  aria-label={t('downloadLog.downloadItem', { title: userText(record.goods.title) })}
                  pending={busy}
                  onClick={() => download.mutate(record.goods)}
                >
                  {t('downloadLog.download')}
                </SubmitButton>
              </div>
            </div>
          );
        }}
      />
    </Page>
  );
}

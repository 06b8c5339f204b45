import { useSignals } from '@preact/signals-react/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Pencil, UserMinus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { answerBrandApplication, answerBrandApplicationChanges } from '@/entities/brands/answerBrandApplication';
import { myBrandTeamQuery } from '@/entities/brands/getMyBrandTeam';
import { removeBrandMember, removeBrandMemberChanges } from '@/entities/brands/removeBrandMember';
import { isApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { openDialog } from '@/lib/layers/dialog';
import { showToast } from '@/lib/layers/toast';
import { routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { Image } from '@/ui/image/Image';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { EmptyState, QueryView } from '@/ui/query-view/QueryView';
import { BrandSummary } from './BrandCard';
import { type BrandMember, MemberRow } from './MemberRow';
import { NoTeam } from './NoTeam';
import './brands.css';
import { invalidate } from '@/entities/invalidate';
import { SubmitButton } from '@/ui/field/SubmitButton';

/** My team: the brand, its members and, for the owner, the applications to answer and members to remove. */
export default function BrandCentrePage() {
  useSignals();
  const { t, i18n } = useTranslation('brands');
  const queryClient = useQueryClient();
  const team = useQuery(myBrandTeamQuery(token.value));
  const refresh = () => invalidate(queryClient, [...answerBrandApplicationChanges, ...removeBrandMemberChanges]);
  const answer = useMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) => answerBrandApplication(id, accept),
    onSuccess: (_, { accept }) => showToast(accept ? t('centre.accepted') : t('centre.declined')),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (member: BrandMember) => removeBrandMember(member.user_id),
    onSuccess: () => showToast(t('centre.removed')),
    onSettled: refresh,
  });

  const confirmRemove = async (member: BrandMember) => {
    const choice = await openDialog({
      title: t('centre.removeTitle'),
      content: t('centre.removeConfirm', { name: userText(member.nickname) }),
      confirmText: t('centre.remove'),
      cancelText: t('common.cancel'),
    });
    if (choice === 'confirm') remove.mutate(member);
  };

  // The provider's refusal (not being on a team) is an answer of its own, not a failed load.
  if (team.isError && isApiError(team.error) && team.error.kind === 'business') {
    return (
      <Page>
        <NoTeam message={team.error.message} retrying={team.isFetching} onRetry={() => void team.refetch()} />
      </Page>
    );
  }

  return (
    <Page>
      <QueryView query={team}>
        {(data) => {
          const owner = data.role === 'owner';
          return (
            <>
              <section className="brand-section">
                <BrandSummary brand={data.brand} />
                {owner ? (
                  <AppLink to={routeUrl('brandEdit')} className="btn btn--block">
                    <Pencil aria-hidden="true" size={16} /> {t('edit.action')}
                  </AppLink>
                ) : (
                  <p className="brand-note">{t('centre.memberNote')}</p>
                )}
              </section>
              {owner ? (
                <section className="brand-section" aria-labelledby="brand-applications">
                  <h2 id="brand-applications" className="brand-section__title">
                    {t('centre.applications', { count: data.applications.length })}
                  </h2>
                  {data.applications.length === 0 ? (
                    <EmptyState>{t('centre.noApplications')}</EmptyState>
                  ) : (
                    <ul className="list" aria-labelledby="brand-applications">
                      {data.applications.map((a) => {
                        const name = userText(a.user.nickname);
                        const busy = answer.isPending && answer.variables?.id === a.id;
                        return (
                          <li key={a.id} className="list__row brand-application">
                            <Image src={a.user.avatar} alt="" ratio={1} className="brand-member__avatar" />
                            <div className="brand-member__body">
                              <span className="brand-member__name">{name}</span>
                              <span className="brand-application__reason">{userText(a.reason)}</span>
                              <span className="brand-member__meta">{formatDate(a.createtime, i18n.language)}</span>
                            </div>
                            <div className="brand-application__actions">
                              <SubmitButton
                                type="button"
                                className="btn btn--primary btn--small"
                                pending={busy && answer.variables?.accept === true}
                                disabled={busy}
                                aria-label={t('centre.acceptName', { name })}
                                onClick={() => answer.mutate({ id: a.id, accept: true })}
                              >
                                <Check aria-hidden="true" size={16} /> {t('centre.accept')}
                              </SubmitButton>
                              <SubmitButton
                                type="button"
                                className="btn btn--small"
                                pending={busy && answer.variables?.accept === false}
                                disabled={busy}
                                aria-label={t('centre.declineName', { name })}
                                onClick={() => answer.mutate({ id: a.id, accept: false })}
                              >
                                <X aria-hidden="true" size={16} /> {t('centre.decline')}
                              </SubmitButton>
                            </div>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </section>
              ) : null}
              <section className="brand-section" aria-labelledby="brand-members">
                <h2 id="brand-members" className="brand-section__title">
                  {t('team')}
                </h2>
                <ul className="list" aria-labelledby="brand-members">
                  {data.members.map((m) => (
                    <li key={m.user_id} className="list__row">
                      <MemberRow member={m}>
                        {owner && m.role !== 'owner' ? (
                          <SubmitButton
                            type="button"
                            className="btn btn--small"
                            pending={remove.isPending && remove.variables?.user_id === m.user_id}
                            aria-label={t('centre.removeName', { name: userText(m.nickname) })}
                            onClick={() => void confirmRemove(m)}
                          >
                            <UserMinus aria-hidden="true" size={16} /> {t('centre.remove')}
                          </SubmitButton>
                        ) : null}
                      </MemberRow>
                    </li>
                  ))}
                </ul>
              </section>
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}

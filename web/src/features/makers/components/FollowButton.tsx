import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Heart, HeartOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { invalidate } from '@/entities/invalidate';
import { followWriter, followWriterChanges } from '@/entities/writers/followWriter';
import { SubmitButton } from '@/ui/field/SubmitButton';

/** Follows or unfollows a musician. */
export function FollowButton({
  writerId,
  name,
  following,
  onChange,
}: {
  writerId: number;
  name: string;
  following: boolean;
  onChange?: (result: { is_follow: boolean; fans: number }) => void;
}) {
  const { t } = useTranslation('makers');
  const queryClient = useQueryClient();
  const follow = useMutation({
    mutationFn: () => followWriter(writerId),
    onSuccess: (result) => {
      onChange?.(result);
      void invalidate(queryClient, followWriterChanges);
    },
  });
  return (
    <SubmitButton
      type="button"
      className={`btn follow-button${following ? ' is-following' : ' btn--primary'}`}
      aria-pressed={following}
      // The visible word starts the name (a voice user says what they see); aria-pressed tells the state.
      aria-label={t(following ? 'followingName' : 'followName', { name })}
      pending={follow.isPending}
      // A visitor's follow is answered 'Please login first', which takes them to login and back.
      onClick={() => follow.mutate()}
    >
      {following ? (
        <HeartOff aria-hidden="true" className="btn__icon" />
      ) : (
        <Heart aria-hidden="true" className="btn__icon" />
      )}
      {t(following ? 'following' : 'follow')}
    </SubmitButton>
  );
}

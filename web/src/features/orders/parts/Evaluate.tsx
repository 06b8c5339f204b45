import type { Schema } from '@djshop/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVALUATION_STARS_MAX, INPUT_MAX_LENGTH } from '@/config/constants';
import { invalidate } from '@/entities/invalidate';
import { evaluateOrder, evaluateOrderChanges } from '@/entities/orders/evaluateOrder';
import { showToast } from '@/lib/layers/toast';
import { SubmitButton } from '@/ui/field/SubmitButton';
import { TextAreaField } from '@/ui/field/TextAreaField';

type Order = Schema<'Order'>;

/** Whether an order waits for its evaluation: purchased, not evaluated yet, and not a recharge. */
export const canEvaluate = (order: Pick<Order, 'status' | 'evaluated' | 'order_type'>) =>
  order.status === 'completed' && !order.evaluated && order.order_type !== 'recharge';

/** The evaluation of a purchased order: stars and a comment, which is required. */
export function Evaluate({ order }: { order: Pick<Order, 'id'> }) {
  const { t } = useTranslation(['orders', 'payment']);
  const queryClient = useQueryClient();
  const [star, setStar] = useState(EVALUATION_STARS_MAX);
  const [content, setContent] = useState('');
  // Names this form's star radios apart from another order's on the same page.
  const starsId = useId();
  const submit = useMutation({
    mutationFn: () => evaluateOrder({ order_id: order.id, star, content: content.trim() }),
    onSuccess: () => {
      showToast(t('evaluated'));
      void invalidate(queryClient, evaluateOrderChanges);
    },
  });
  return (
    <form
      className="card evaluate"
      aria-label={t('evaluate')}
      onSubmit={(event) => {
        event.preventDefault();
        if (submit.isPending) {
          showToast(t('payment:pay.repeat'));
          return;
        }
        if (!content.trim()) {
          showToast(t('contentRequired'));
          return;
        }
        submit.mutate();
      }}
    >
      <fieldset className="evaluate__stars">
        <legend>{t('rating')}</legend>
        {Array.from({ length: EVALUATION_STARS_MAX }, (_, index) => index + 1).map((value) => (
          <label key={value} className="evaluate__star">
            <input
              type="radio"
              name={`star-${starsId}`}
              value={value}
              checked={star === value}
              onChange={() => setStar(value)}
            />
            {t('stars', { count: value })}
          </label>
        ))}
      </fieldset>
      <TextAreaField label={t('content')} maxLength={INPUT_MAX_LENGTH} value={content} onValue={setContent} />
      <SubmitButton className="btn btn--primary btn--block" pending={submit.isPending}>
        {t('submitEvaluation')}
      </SubmitButton>
    </form>
  );
}

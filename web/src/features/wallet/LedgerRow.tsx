import type { Schema } from '@djshop/api';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { userText } from '@/lib/user-text';

type Entry = Schema<'LedgerEntry'>;

/** One line of the balance or points log: what happened, when, the change and what was left. */
export function LedgerRow({ entry, unit }: { entry: Entry; unit: 'money' | 'points' }) {
  const { t, i18n } = useTranslation('wallet');
  const spend = entry.amount.startsWith('-');
  return (
    <div className="ledger-row">
      <div className="ledger-row__what">
        <span className="ledger-row__memo">{userText(entry.memo)}</span>
        <time className="ledger-row__time" dateTime={new Date(entry.createtime * 1000).toISOString()}>
          {formatDate(entry.createtime, i18n.language)}
        </time>
      </div>
      <div className="ledger-row__numbers">
        <span className={spend ? 'ledger-row__amount' : 'ledger-row__amount ledger-row__amount--gain'}>
          {spend ? entry.amount : `+${entry.amount}`}
        </span>
        <span className="ledger-row__after">
          {t(unit === 'money' ? 'balanceAfter' : 'pointsAfter', { after: entry.after })}
        </span>
      </div>
    </div>
  );
}

import { scope } from '@/lib/query-keys';

/** Musicians as the shop shows them: the directory, their homes and works, and whom the user follows. */
export const writerKeys = {
  all: ['writers'] as const,
  list: scope('writers', 'list'),
  home: scope('writers', 'home'),
  works: scope('writers', 'works'),
  categories: scope('writers', 'categories'),
  follows: scope('writers', 'follows'),
};

/** The signed-in user's own musician account: state, songs, earnings and withdrawals. */
export const musicianKeys = {
  all: ['musician'] as const,
  info: scope('musician', 'info'),
  songs: scope('musician', 'songs'),
  ledger: scope('musician', 'ledger'),
  income: scope('musician', 'income'),
  amount: scope('musician', 'amount'),
  withdrawals: scope('musician', 'withdrawals'),
  submissions: scope('musician', 'submissions'),
};

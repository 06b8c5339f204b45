// Musicians: the application, the public profile and directory, follows, submissions, earnings and
// withdrawals, one file per area under musician/. Failure messages and their order are the contract's.
import type { Handlers } from './define.ts';
import { handlers as application } from './musician/application.ts';
import { handlers as directory } from './musician/directory.ts';
import { handlers as earnings } from './musician/earnings.ts';
import { handlers as submissions } from './musician/submissions.ts';

export const handlers = { ...earnings, ...application, ...directory, ...submissions } satisfies Handlers;

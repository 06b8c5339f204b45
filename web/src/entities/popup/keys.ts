import { scope } from '../query-keys';

export const popupKeys = {
  all: ['popup'] as const,
  list: scope('popup', 'list'),
};

// A musician's song and album submissions.
import type { Schema } from '@djshop/api';
import { filterText, phpTrim } from '@djshop/api/php-text';
import { fail, ok } from '../../envelope.ts';
import { newestFirst } from '../../store/ids.ts';
import { songsOf } from '../../store/modules/goods.ts';
import { addSubmission, type SubmissionRecord } from '../../store/modules/musician.ts';
import type { UserRecord } from '../../store/modules/users.ts';
import { type Handlers, read } from '../define.ts';
import { pageOf } from '../paging.ts';
import { approvedWriter, blank, centsOf, cloudLinkOf, NOT_MUSICIAN_MSG } from './shared.ts';

const submissionView = (s: SubmissionRecord): Schema<'Submission'> => ({
  id: s.id,
  kind: s.kind,
  title: s.title,
  cover: s.cover,
  status: s.status,
  reason: s.status === 'rejected' ? s.reason : null,
  createtime: s.createtime,
});

const SONG_MESSAGES = {
  ...blank('title', 'Please enter the title'),
  genre: 'Please select a genre',
  'price:required': 'Please enter the price',
  'price:pattern': 'The price is invalid',
  ...blank('cover', 'Please upload a cover'),
  bpm: 'The BPM must be between 40 and 250',
  ...blank('file', 'A music file must be uploaded'),
};

const ALBUM_MESSAGES = {
  ...blank('name', 'Please enter the album name'),
  ...blank('cover', 'Please upload a cover'),
  column: 'Please select a column',
  'price:required': 'Please enter the price',
  'price:pattern': 'The price is invalid',
  'works:required': 'Please select the works',
  'works:minItems': 'Please select the works',
};

export const handlers = {
  submitSong: {
    messages: SONG_MESSAGES,
    handle: (ctx) => {
      const user = ctx.user as UserRecord;
      const writer = approvedWriter(ctx.state, user);
      if (!writer) return fail(NOT_MUSICIAN_MSG);
      const b = ctx.body as Extract<typeof ctx.body, { title: string }>;
      const title = filterText(b.title);
      if (title === '') return fail('Please enter the title');
      const genre = [...new Set((b.genre ?? []).map(filterText).filter(Boolean))];
      if (genre.length < 1 || genre.length > 3) return fail('Please select a genre');
      if (!b.price) return fail('Please enter the price');
      const priceCents = centsOf(b.price);
      if (priceCents < 0) return fail('The price is invalid');
      const cover = phpTrim(b.cover);
      if (cover === '') return fail('Please upload a cover');
      if (!Number.isInteger(b.bpm) || b.bpm < 40 || b.bpm > 250) return fail('The BPM must be between 40 and 250');
      const file = b.file ? phpTrim(b.file) : '';
      const link = cloudLinkOf(b.cloud_link);
      if (file === '' && !link) return fail('A music file must be uploaded');
      const m = ctx.state.musician;
      const submission = addSubmission(m, {
        user_id: user.id,
        writer_id: writer.id,
        kind: 'song',
        title,
        cover,
        status: 'reviewing',
        reason: null,
        createtime: ctx.seconds(),
        reviewtime: null,
        priceCents,
        description: filterText(b.description ?? ''),
        genre,
        bpm: b.bpm,
        key: b.key,
        file: file || null,
        cloud_link: link,
        column: null,
        works: [],
        goods_id: null,
      });
      return ok(submissionView(submission), '提交成功 Submitted');
    },
  },

  submitAlbum: {
    messages: ALBUM_MESSAGES,
    handle: (ctx) => {
      const user = ctx.user as UserRecord;
      const writer = approvedWriter(ctx.state, user);
      if (!writer) return fail(NOT_MUSICIAN_MSG);
      const b = ctx.body;
      const name = filterText(b.name);
      if (name === '') return fail('Please enter the album name');
      const cover = phpTrim(b.cover);
      if (cover === '') return fail('Please upload a cover');
      if (!b.column) return fail('Please select a column');
      if (!b.price) return fail('Please enter the price');
      const priceCents = centsOf(b.price);
      if (priceCents < 0) return fail('The price is invalid');
      const works = [...new Set(b.works ?? [])];
      if (works.length === 0) return fail('Please select the works');
      const own = new Set(songsOf(ctx.state, writer.id).map((g) => g.id));
      if (works.some((id) => !own.has(id))) return fail('Some works are not yours');
      const m = ctx.state.musician;
      const submission = addSubmission(m, {
        user_id: user.id,
        writer_id: writer.id,
        kind: 'album',
        title: name,
        cover,
        status: 'reviewing',
        reason: null,
        createtime: ctx.seconds(),
        reviewtime: null,
        priceCents,
        description: filterText(b.description ?? ''),
        genre: [],
        bpm: null,
        key: null,
        file: null,
        cloud_link: null,
        column: b.column,
        works,
        goods_id: null,
      });
      return ok(submissionView(submission), '提交成功 Submitted');
    },
  },

  getMySubmissions: read((ctx) => {
    const user = ctx.user as UserRecord;
    if (!approvedWriter(ctx.state, user)) return fail(NOT_MUSICIAN_MSG);
    const status = ctx.query.status;
    const list = [...ctx.state.musician.submissions.values()]
      .filter((s) => s.user_id === user.id && (!status || s.status === status))
      .sort(newestFirst);
    return ok(pageOf(list, ctx.query, submissionView));
  }),
} satisfies Handlers;

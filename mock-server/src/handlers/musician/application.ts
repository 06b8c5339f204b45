// The musician application and the musician's own profile.
import type { Schema } from '@djshop/api';
import { filterText, phpTrim } from '@djshop/api/php-text';
import { fail, ok } from '../../envelope.ts';
import type { State } from '../../store/index.ts';
import type { UserRecord } from '../../store/modules/users.ts';
import { editWriter } from '../../store/modules/writers.ts';
import { submitApplication } from '../../store/services/writers.ts';
import { type Handlers, read } from '../define.ts';
import { writerView } from '../views.ts';
import { approvedWriter, blank, cloudLinkOf, NOT_MUSICIAN_MSG, stored } from './shared.ts';

function profileOf(state: State, user: UserRecord): Schema<'WriterProfile'> {
  const status = user.writer_status;
  const app = status === 'none' ? undefined : state.writers.applications.get(user.id);
  const link = state.musician.applicationLinks.get(user.id);
  const writer = approvedWriter(state, user);
  return {
    status,
    reason: status === 'rejected' ? (app?.reason ?? null) : null,
    application: app
      ? {
          stage_name: app.nickname,
          style: app.style,
          profile: app.profile,
          real_name: app.realname,
          id_number: app.idcard,
          id_photo_emblem: app.idcard_front,
          id_photo_portrait: app.idcard_back,
          ...(app.works.length ? { works: app.works } : {}),
          ...(link ? { cloud_link: link } : {}),
        }
      : null,
    writer: writer ? writerView(state, writer, user) : null,
  };
}

const APPLY_MESSAGES = {
  ...blank('stage_name', 'Please enter your stage name'),
  ...blank('style', 'Please enter your style'),
  ...blank('profile', 'Please enter your profile'),
  ...blank('real_name', 'Please enter your real name'),
  'id_number:required': 'Please enter your ID number',
  'id_number:pattern': 'The ID number is invalid',
  ...blank('id_photo_emblem', 'Please upload the national emblem side of your ID card'),
  ...blank('id_photo_portrait', 'Please upload the portrait side of your ID card'),
  // The schema's anyOf (works or cloud_link) reports the first branch: works missing or empty.
  ...blank('works', 'Please upload works or fill in a cloud-disk link'),
  'works:minItems': 'Please upload works or fill in a cloud-disk link',
};

export const handlers = {
  getWriterInfo: read((ctx) => ok(profileOf(ctx.state, ctx.user as UserRecord))),

  editWriterProfile: {
    messages: { nickname: 'Please enter your stage name', avatar: 'Please upload an avatar' },
    handle: (ctx) => {
      const user = ctx.user as UserRecord;
      const writer = approvedWriter(ctx.state, user);
      if (!writer) return fail(NOT_MUSICIAN_MSG);
      const b = ctx.body;
      const nickname = filterText(b.nickname);
      if (nickname === '') return fail('Please enter your stage name');
      const avatar = phpTrim(b.avatar);
      if (avatar === '') return fail('Please upload an avatar');
      for (const other of ctx.state.writers.byId.values()) {
        if (other.id !== writer.id && other.nickname === nickname) return fail('The stage name is already taken');
      }
      editWriter(writer, {
        nickname,
        avatar,
        style: b.style === undefined ? undefined : filterText(b.style),
        profile: b.profile === undefined ? undefined : filterText(b.profile),
        genres: b.genres === undefined ? undefined : [...new Set(b.genres.map(filterText).filter(Boolean))],
      });
      return ok(writerView(ctx.state, writer, user), '修改成功');
    },
  },

  applyWriter: {
    messages: APPLY_MESSAGES,
    handle: (ctx) => {
      const user = ctx.user as UserRecord;
      if (user.writer_status === 'reviewing') return fail('Your application is under review');
      if (user.writer_status === 'approved') return fail('You are already a musician');
      // The generated type splits the schema's anyOf into a union; the base object holds every field.
      const b = ctx.body as Extract<typeof ctx.body, { stage_name: string }>;
      // The answer repeats the application, whose schema caps these lengths; escaping can lengthen text.
      const stageName = stored(b.stage_name, 30);
      if (stageName === '') return fail('Please enter your stage name');
      if (stageName === null) return fail('The stage name is at most 30 characters');
      const style = stored(b.style, 140);
      if (style === '') return fail('Please enter your style');
      if (style === null) return fail('The style is at most 140 characters');
      const profile = stored(b.profile, 500);
      if (profile === '') return fail('Please enter your profile');
      if (profile === null) return fail('The profile is at most 500 characters');
      const realName = stored(b.real_name, 30);
      if (realName === '') return fail('Please enter your real name');
      if (realName === null) return fail('The real name is at most 30 characters');
      const idNumber = phpTrim(b.id_number);
      if (idNumber === '') return fail('Please enter your ID number');
      if (!/^\d{17}[\dXx]$/.test(idNumber)) return fail('The ID number is invalid');
      const emblem = phpTrim(b.id_photo_emblem);
      if (emblem === '') return fail('Please upload the national emblem side of your ID card');
      const portrait = phpTrim(b.id_photo_portrait);
      if (portrait === '') return fail('Please upload the portrait side of your ID card');
      const works = (b.works ?? []).map(phpTrim).filter(Boolean);
      const link = cloudLinkOf(b.cloud_link);
      if (works.length === 0 && !link) return fail('Please upload works or fill in a cloud-disk link');

      submitApplication(
        ctx.state,
        user,
        {
          nickname: stageName,
          style,
          profile,
          realname: realName,
          idcard: idNumber,
          idcard_front: emblem,
          idcard_back: portrait,
          works,
        },
        link,
        ctx.seconds(),
      );
      return ok(profileOf(ctx.state, user), '提交成功，请等待审核 Submitted, please wait for review');
    },
  },
} satisfies Handlers;

// The seeded musicians, their applications (one for each demo application state) and follows.
import { setWriterStatus, type UsersState, updateProfile } from '../modules/users.ts';
import { type ApplicationRecord, followKey, type WriterRecord, type WritersState } from '../modules/writers.ts';
import { pastTime, type SeedContext } from '../seed-context.ts';
import { GENRES, STYLES } from '../words.ts';

export function seedWriters(ctx: SeedContext<{ users: UsersState }>): WritersState {
  const { en, zh } = ctx;
  const users = ctx.state.users;
  const state: WritersState = {
    byId: new Map(),
    byUserId: new Map(),
    applications: new Map(),
    follows: new Set(),
    nextId: 1,
    nextApplicationId: 1,
  };
  const addWriter = (userId: number, nickname: string) => {
    const user = users.byId.get(userId);
    if (!user) throw new Error(`writer for unknown user ${userId}`);
    const writer: WriterRecord = {
      id: state.nextId++,
      user_id: userId,
      nickname,
      avatar: user.avatar,
      style: en.helpers.arrayElement(STYLES),
      profile:
        `${zh.helpers.arrayElement(['专注', '热爱', '十年'])}${en.helpers.arrayElement(['电音制作', '夜店打碟', '混音'])}. ${en.lorem.sentence({ min: 4, max: 10 })}`.slice(
          0,
          140,
        ),
      genres: en.helpers.arrayElements([...GENRES], { min: 1, max: 3 }),
      baseFans: en.datatype.boolean({ probability: 0.15 })
        ? en.number.int({ min: 10_001, max: 200_000 })
        : en.number.int({ min: 0, max: 9_000 }),
      createtime: pastTime(ctx, 600, 10),
    };
    state.byId.set(writer.id, writer);
    state.byUserId.set(userId, writer);
    setWriterStatus(user, 'approved');
    return writer;
  };
  const demoMusician = users.byUsername.get('demo-musician');
  if (demoMusician) addWriter(demoMusician.id, demoMusician.nickname);
  // Users 7.. are ordinary users; the first 55 of them are musicians.
  const ordinary = [...users.byId.values()].filter((u) => !u.username.startsWith('demo-'));
  for (const user of ordinary.slice(0, 55)) {
    const zhName = `${zh.person.firstName()}`;
    const enName = en.person.firstName();
    addWriter(user.id, `DJ${zhName} (DJ ${enName})`);
    updateProfile(user, { nickname: `DJ${zhName}` });
  }
  const applicant = (username: string, status: ApplicationRecord['status'], reason: string | null) => {
    const user = users.byUsername.get(username);
    if (!user) return;
    state.applications.set(user.id, {
      id: state.nextApplicationId++,
      user_id: user.id,
      status,
      nickname: `DJ ${username.replace('demo-', '')}`,
      style: STYLES[0] ?? 'House',
      profile: '我想成为音乐人 I want to publish my music.',
      realname: '张三',
      idcard: '110101199001011234',
      idcard_front: '/media/image/idcard-front.jpg',
      idcard_back: '/media/image/idcard-back.jpg',
      works: ['/media/preview/1.wav'],
      reason,
      createtime: ctx.nowSec - 3 * 86_400,
      reviewtime: status === 'reviewing' ? null : ctx.nowSec - 86_400,
    });
  };
  applicant('demo-musician', 'approved', null);
  applicant('demo-applicant', 'reviewing', null);
  applicant('demo-rejected', 'rejected', '作品质量不符合要求 The works do not meet our quality bar');

  // Every demo account follows a few musicians.
  const writerIds = [...state.byId.keys()];
  for (const user of users.byId.values()) {
    const count = user.username.startsWith('demo-') ? 5 : en.number.int({ min: 0, max: 3 });
    for (const wid of en.helpers.arrayElements(writerIds.slice(1), count)) state.follows.add(followKey(user.id, wid));
  }
  return state;
}

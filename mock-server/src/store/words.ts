// Word lists for catalogue text: the catalogue mixes Chinese and English the way a real Chinese DJ shop does.
export const GENRES = [
  'Tech House',
  'Deep House',
  'Progressive House',
  'Electro House',
  'Future Bass',
  'Trap',
  'Hardstyle',
  'Techno',
  'Drum & Bass',
  'Dubstep',
  'Bounce',
  'Vinahouse',
  'Funky House',
  'Psytrance',
  'Hip-Hop',
  '慢摇',
  '中文DJ',
  '越南鼓',
  '电音',
  '嗨曲',
] as const;

export const ZH_ADJECTIVES = [
  '劲爆',
  '律动',
  '夜店',
  '重低音',
  '抖音热歌',
  '车载',
  '慢摇',
  '燃炸',
  '复古',
  '迷幻',
  '深夜',
];
export const ZH_NOUNS = ['舞曲', '电音', '串烧', '节奏', '派对', '旋律', '鼓点', '热单', '现场', '混音'];
export const EN_NOUNS = ['Mix', 'Remix', 'Bootleg', 'Edit', 'Mashup', 'Session', 'Groove', 'Anthem', 'Drop', 'Vibes'];

export const CAMELOT_KEYS = Array.from({ length: 12 }, (_, i) => [`${i + 1}A`, `${i + 1}B`]).flat();
export const NOTE_KEYS = ['Am', 'C', 'F#m', 'Gm', 'Eb', 'Bbm', 'D', 'Em'];

export const STYLES = ['House 浩室', 'EDM 电音', 'Hip-Hop 嘻哈', 'Techno 科技', '中文DJ Chinese DJ', 'Bounce 弹跳'];

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES, providerLangOf, translate } from '../src/i18n.ts';
import { sessionOf, t, useMockApp } from './inject-kit.ts';

// docs/behaviour.md#i18n: the provider answers in the language the request asks for, Chinese by default (FastAdmin).
useMockApp({ defaultLang: undefined });

const msgOf = async (url: string, headers: Record<string, string> = {}) => (await t.get(url, { headers })).body.msg;

describe('the language of an answer', () => {
  it('is zh-cn when the request names none', async () => {
    expect(await msgOf('/api/h5.user/userInfo')).toBe('请先登录');
    expect(await msgOf('/api/h5.brand/detail?id=999')).toBe('厂牌不存在');
  });

  it('follows the lang parameter, then the think_var cookie, then Accept-Language', async () => {
    expect(await msgOf('/api/h5.brand/detail?id=999&lang=en', { cookie: 'think_var=zh-tw' })).toBe(
      'The brand does not exist',
    );
    expect(await msgOf('/api/h5.brand/detail?id=999', { cookie: 'think_var=zh-tw', 'accept-language': 'en' })).toBe(
      '廠牌不存在',
    );
    expect(await msgOf('/api/h5.brand/detail?id=999', { 'accept-language': 'en-GB,en;q=0.9' })).toBe(
      'The brand does not exist',
    );
    expect(await msgOf('/api/h5.brand/detail?id=999', { 'accept-language': 'zh-TW' })).toBe('廠牌不存在');
    expect(await msgOf('/api/h5.brand/detail?id=999', { 'accept-language': 'fr-FR' })).toBe('厂牌不存在');
  });

  it('keeps a cached read per language', async () => {
    const token = await sessionOf('demo-user');
    const en = await t.get('/api/h5.brand/myTeam', { token, headers: { 'accept-language': 'en' } });
    const zh = await t.get('/api/h5.brand/myTeam', { token });
    expect([en.body.msg, zh.body.msg]).toEqual(['You have not joined a brand', '你还未加入厂牌']);
  });

  it('translates the request layer’s refusals, keeping the field', async () => {
    const token = await sessionOf('demo-user');
    const r = await t.post(
      '/api/h5.brand/edit',
      { name: 'x', logo: 'javascript:alert(1)', description: '' },
      { token },
    );
    expect(r.body.msg).toBe('链接须为 http(s) 地址或本站路径');
    const bad = await t.get('/api/h5.brand/detail?id=abc', { headers: { 'accept-language': 'zh-HK' } });
    expect(bad.body.msg).toMatch(/^參數錯誤：id /);
  });
});

describe('the message table', () => {
  it('maps the app’s locales’ tags onto the three languages', () => {
    expect(['en', 'en-US', 'zh-CN', 'zh-Hans', 'zh-Hant', 'zh-TW', 'zh-HK', 'ja'].map(providerLangOf)).toEqual([
      'en',
      'en',
      'zh-cn',
      'zh-cn',
      'zh-tw',
      'zh-tw',
      'zh-tw',
      null,
    ]);
  });

  it('has Chinese for every message the handlers and services write', () => {
    const root = join(import.meta.dirname, '../src');
    const files = ['handlers', 'store/services', 'contract'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts'))
        .map((f) => join(root, dir, f)),
    );
    const untranslated = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:fail\(|return |msg: |_MSG = |: )'([A-Z][^'\n]{6,})'/g)) {
        const msg = m[1] as string;
        if (!/^[A-Z][a-z]+ [a-z]/.test(msg) || /^[A-Z][A-Za-z]+$/.test(msg)) continue;
        if (translate(msg, 'zh-cn') === msg) untranslated.add(msg);
      }
    }
    expect([...untranslated]).toEqual([]);
    for (const [en, [cn, tw]] of Object.entries(MESSAGES)) expect([en, cn, tw].every(Boolean)).toBe(true);
  });
});

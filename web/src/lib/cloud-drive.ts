import type { components } from '@djshop/api';

export type CloudLink = components['schemas']['CloudLink'];
export type CloudDriveProvider = CloudLink['provider'];

/** unknown: a link of another provider (the caller alerts 未知网盘); invalid: link or code missing. */
export type CloudParseResult = { ok: true; value: CloudLink } | { ok: false; reason: 'unknown' | 'invalid' };

const PROVIDER_HOSTS: ReadonlyArray<[CloudDriveProvider, RegExp]> = [
  ['baidu', /(^|\.)pan\.baidu\.com$/i],
  ['aliyun', /(^|\.)(aliyundrive|alipan)\.com$/i],
  ['quark', /(^|\.)pan\.quark\.cn$/i],
];

// Baidu calls the secret an extraction code (提取码); aliyun and quark call it a password (密码), though
// their share texts also use 提取码, so each provider accepts the words its share texts really carry.
const CODE_WORDS: Readonly<Record<CloudDriveProvider, RegExp>> = {
  baidu: /(?:提取码|提取碼|extraction code|code)\s*[:：]?\s*([A-Za-z0-9]{4,16})/i,
  aliyun: /(?:提取码|提取碼|密码|密碼|password|pwd)\s*[:：]?\s*([A-Za-z0-9]{4,16})/i,
  quark: /(?:提取码|提取碼|密码|密碼|password|pwd)\s*[:：]?\s*([A-Za-z0-9]{4,16})/i,
};

const URL_PATTERN = /https?:\/\/[^\s，。,;；"'<>]+/i;

/** Reads a pasted share text: baidu needs link and extraction code; aliyun and quark link and password. */
export function parseCloudShareText(text: string): CloudParseResult {
  const url = URL_PATTERN.exec(text)?.[0];
  if (!url) return { ok: false, reason: 'invalid' };
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const provider = PROVIDER_HOSTS.find(([, pattern]) => pattern.test(host))?.[0];
  if (!provider) return { ok: false, reason: 'unknown' };
  // Baidu links may carry the code as ?pwd=; the text after the link is read otherwise.
  const fromQuery = new URL(url).searchParams.get('pwd');
  const rest = text.replace(url, ' ');
  const code = fromQuery || CODE_WORDS[provider].exec(rest)?.[1];
  if (!code) return { ok: false, reason: 'invalid' };
  return { ok: true, value: { provider, link: url, code } };
}

import { describe, expect, it } from 'vitest';
import { parseCloudShareText } from './cloud-drive';

describe('cloud-drive share text', () => {
  it('reads a baidu link with its extraction code', () => {
    const text = '链接: https://pan.baidu.com/s/1AbCdEf 提取码: x7k2 复制这段内容后打开百度网盘';
    expect(parseCloudShareText(text)).toEqual({
      ok: true,
      value: { provider: 'baidu', link: 'https://pan.baidu.com/s/1AbCdEf', code: 'x7k2' },
    });
  });

  it('reads the code a baidu link carries in ?pwd=', () => {
    const result = parseCloudShareText('https://pan.baidu.com/s/1AbC?pwd=ab12');
    expect(result).toMatchObject({ ok: true, value: { provider: 'baidu', code: 'ab12' } });
  });

  it('reads aliyun and quark links with their passwords', () => {
    expect(parseCloudShareText('「歌」https://www.alipan.com/s/Zy9 密码：q1w2')).toMatchObject({
      ok: true,
      value: { provider: 'aliyun', link: 'https://www.alipan.com/s/Zy9', code: 'q1w2' },
    });
    expect(parseCloudShareText('https://pan.quark.cn/s/abc123 提取码：9Xy8')).toMatchObject({
      ok: true,
      value: { provider: 'quark', code: '9Xy8' },
    });
  });

  it('fails without the code, and without a link', () => {
    expect(parseCloudShareText('https://pan.baidu.com/s/1AbC')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseCloudShareText('提取码: x7k2')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reports another provider as unknown', () => {
    expect(parseCloudShareText('https://drive.example.com/s/1 提取码: abcd')).toEqual({
      ok: false,
      reason: 'unknown',
    });
  });
});

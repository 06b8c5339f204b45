import { describe, expect, it } from 'vitest';
import { addressErrors } from './ConfirmObjectOrderPage';
import { selectionOf } from './selection';

const q = (search: string) => new URLSearchParams(search);

describe('selectionOf', () => {
  it('reads cart lines, buy-now goods and VIP cards', () => {
    expect(selectionOf(q('cart_ids=3,4,3'))).toEqual({ cart_ids: [3, 4], quantity: 1 });
    expect(selectionOf(q('goods_id=81'))).toEqual({ goods_id: 81, quantity: 1 });
    expect(selectionOf(q('goods_id=527&quantity=2'))).toEqual({ goods_id: 527, quantity: 2 });
    expect(selectionOf(q('card_id=2&goods_id=81'))).toEqual({ card_id: 2 });
  });

  it('takes anything malformed for nothing to buy', () => {
    for (const search of ['', 'cart_ids=3,x', 'cart_ids=-1', 'goods_id=0', 'goods_id=1e3', 'goods_id=<b>']) {
      expect(selectionOf(q(search)), search).toBeNull();
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect(selectionOf(q(`cart_ids=${tooMany}`))).toBeNull();
  });
});

describe('addressErrors', () => {
  const complete = {
    name: '王伟',
    mobile: '13800138000',
    province: '广东省',
    city: '深圳市',
    district: '南山区',
    detail: '科技园南路 88 号',
  };

  it('accepts a complete address with a mainland mobile', () => {
    expect(addressErrors(complete)).toEqual({});
  });

  it('names each missing field and a malformed mobile', () => {
    expect(addressErrors({ ...complete, name: '  ', city: '' })).toEqual({ name: 'required', city: 'required' });
    expect(addressErrors({ ...complete, mobile: '23800138000' })).toEqual({ mobile: 'mobile' });
    expect(addressErrors({ ...complete, mobile: '' })).toEqual({ mobile: 'required' });
  });
});

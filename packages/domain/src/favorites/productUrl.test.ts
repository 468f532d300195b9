import { describe, expect, it } from 'vitest';
import { parseProductUrl } from './productUrl';

describe('parseProductUrl', () => {
  it.each([
    ['https://detail.1688.com/offer/624281203456.html', '1688', '624281203456'],
    ['http://detail.1688.com/offer/624281203456.html?spm=a26352.13672862&sk=consign', '1688', '624281203456'],
    ['https://m.1688.com/offer/624281203456.html#section', '1688', '624281203456'],
    ['https://item.taobao.com/item.htm?id=6543210987&spm=a21n57.1', 'taobao', '6543210987'],
    ['https://item.taobao.com/item.htm?spm=a21n57.1&ns=1&id=6543210987', 'taobao', '6543210987'],
    ['https://m.intl.taobao.com/detail/detail.html?id=6543210987', 'taobao', '6543210987'],
    ['https://detail.tmall.com/item.htm?id=7123456789&skuId=5012345', 'tmall', '7123456789'],
    ['https://detail.m.tmall.com/item.htm?id=7123456789', 'tmall', '7123456789'],
    [
      'https://www.alibaba.com/product-detail/Smart-Cleaning-Robot_1600123456789.html?spm=a2700',
      'alibaba',
      '1600123456789',
    ],
    ['https://alibaba.com/product-detail/Robot_Vacuum_2024_1600123456789.html', 'alibaba', '1600123456789'],
    ['https://www.alibaba.com/product-detail/1600123456789.html', 'alibaba', '1600123456789'],
    ['  HTTPS://DETAIL.1688.COM/offer/624281203456.HTML  ', '1688', '624281203456'],
    ['https://www.detail.1688.com/offer/624281203456.html', '1688', '624281203456'],
    ['detail.1688.com/offer/624281203456.html', '1688', '624281203456'],
  ])('reads %s', (url, platform, productId) => {
    expect(parseProductUrl(url)).toEqual({ platform, productId });
  });

  it.each([
    ['a product page without an id', 'https://detail.1688.com/offer/abc.html'],
    ['a shop page', 'https://detail.1688.com/'],
    ['a host alone', 'https://item.taobao.com?id=6543210987'],
    ['an item page without a query', 'https://item.taobao.com/item.htm'],
    ['an item page without the id parameter', 'https://item.taobao.com/item.htm?spm=a21n57.1'],
    ['an empty id', 'https://item.taobao.com/item.htm?id=&spm=1'],
    ['a non-numeric id', 'https://item.taobao.com/item.htm?id=12ab'],
    ['a parameter only ending in id', 'https://item.taobao.com/item.htm?spm_id=123'],
    ['another path on a known host', 'https://detail.tmall.com/list.htm?id=123'],
    ['an Alibaba page without an id', 'https://www.alibaba.com/product-detail/Cleaning-Robot.html'],
    ['another site', 'https://www.amazon.com/dp/B0123456'],
    ['a look-alike host', 'https://detail.1688.com.example.net/offer/624281203456.html'],
    ['a known host in the path', 'https://example.net/detail.1688.com/offer/624281203456.html'],
    ['user info before another host', 'https://detail.1688.com@example.net/offer/624281203456.html'],
    ['a port', 'https://detail.1688.com:8443/offer/624281203456.html'],
    ['another scheme', 'ftp://detail.1688.com/offer/624281203456.html'],
    ['spaces inside', 'https://item.taobao.com/item.htm?id=123 456'],
    ['text', 'cleaning robot'],
    ['nothing', ''],
  ])('refuses %s', (_case, url) => {
    expect(parseProductUrl(url)).toBeNull();
  });
});

import { waitFor } from '@testing-library/react';
import { bootstrap } from '../../../src/boot/bootstrap';
import { jsonpThroughFetch } from './helpers';
import { memberCookies, useMockApi } from '../../mock-api';
import { TEST_CONFIG } from '../../render';
import { runsOutsideAct } from '../../outside-act';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
jsonpThroughFetch();

describe('product-item and favorite-button through the runtime', () => {
  runsOutsideAct();
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('mounts cards with one pooled product request; bad attributes and unknown products are errors', async () => {
    memberCookies();
    document.body.innerHTML = [
      '<div id="a" data-widget="product-item" data-product-id="RJ01000010"></div>',
      '<div id="b" data-widget="product-item" data-product-id="RJ01000005" data-layout="image"></div>',
      '<div id="c" data-widget="product-item" data-product-id="RJ01000005" data-layout="wide"></div>',
      '<div id="d" data-widget="product-item"></div>',
      '<div id="e" data-widget="product-item" data-product-id="RJ09999999"></div>',
      '<div id="f" data-widget="favorite-button" data-product-id="RJ01000002"></div>',
      '<div id="g" data-widget="favorite-button"></div>',
    ].join('');
    const { api } = bootstrap(TEST_CONFIG);
    await api.mount();
    const state = (id: string) => document.getElementById(id)?.getAttribute('data-widget-state');
    await waitFor(() => {
      expect(state('a')).toBe('ready');
      expect(state('b')).toBe('ready');
      expect(state('e')).toBe('error');
      expect(state('f')).toBe('ready');
    });
    expect(state('c')).toBe('error');
    expect(state('d')).toBe('error');
    expect(state('g')).toBe('error');
    expect(document.getElementById('a')?.textContent).toContain('ダウンロード');
    expect(document.querySelector('#b .sf-product-item--image')).not.toBeNull();
    expect(document.getElementById('f')?.querySelector('button')?.textContent).toBe('お気に入りに追加');
    expect(fake.requestsOf('productInfo')).toHaveLength(1);
  });
});

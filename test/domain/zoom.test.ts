import { describe, expect, it } from 'vitest';
import { playerFrame } from '../../src/domain/preview-embed';
import { fitSize, isLarger, PAN_MARGIN, panOffset, zoomLayout, zoomMode } from '../../src/domain/zoom';

const screen = { width: 1280, height: 720 };

describe('zoomMode (zoom popup)', () => {
  const big = { width: 2400, height: 1600 };
  const small = { width: 640, height: 480 };
  it.each([
    [big, false, false, 'fit'],
    [big, false, true, 'actual'],
    [big, true, false, 'actual'],
    [big, true, true, 'fit'],
    [small, true, false, 'fit'],
    [small, false, true, 'fit'],
    [{ width: 600, height: 900 }, true, false, 'actual'],
  ] as const)('%j, always %s, toggled %s → %s', (image, always, toggled, mode) => {
    expect(zoomMode(image, screen, always, toggled)).toBe(mode);
  });

  it('larger means wider or taller than the container', () => {
    expect(isLarger({ width: 1281, height: 10 }, screen)).toBe(true);
    expect(isLarger({ width: 10, height: 721 }, screen)).toBe(true);
    expect(isLarger({ width: 1280, height: 720 }, screen)).toBe(false);
  });
});

describe('fitSize', () => {
  it('scales a larger image down to fit, keeping its ratio', () => {
    expect(fitSize({ width: 2400, height: 1600 }, screen)).toEqual({ width: 1080, height: 720 });
    expect(fitSize({ width: 3000, height: 900 }, screen)).toEqual({ width: 1280, height: 384 });
  });
  it('never enlarges a smaller one', () => {
    expect(fitSize({ width: 640, height: 480 }, screen)).toEqual({ width: 640, height: 480 });
  });
});

describe('panOffset (50 px margin)', () => {
  it('centres an image that fits on that axis', () => {
    expect(panOffset(0, 720, 600)).toBe(60);
  });
  it('shows the near edge within the margin, the far edge within the far margin, linearly between', () => {
    expect(PAN_MARGIN).toBe(50);
    expect(panOffset(0, 1280, 2400)).toBe(0);
    expect(panOffset(50, 1280, 2400)).toBe(0);
    expect(panOffset(1230, 1280, 2400)).toBe(-1120);
    expect(panOffset(1280, 1280, 2400)).toBe(-1120);
    expect(panOffset(640, 1280, 2400)).toBe(-560);
  });
});

describe('playerFrame', () => {
  const PAGE = 'https://store.example/maniax/work/=/product_id/RJ01000001.html';
  const frame = (embed_url: string, embed_width = 560, embed_height = 315) =>
    playerFrame({ embed_url, embed_width, embed_height }, 'https://p.example', PAGE);
  it('keeps a safe absolute URL on the preview host and the service size', () => {
    expect(frame('https://p.example/e/1', 480, 270)).toEqual({
      src: 'https://p.example/e/1',
      width: 480,
      height: 270,
    });
  });
  it('uses 560 × 315 when a size is missing', () => {
    expect(frame('//p.example/e/1', 0, 270)).toEqual({ src: '//p.example/e/1', width: 560, height: 315 });
  });
  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '/relative/player',
    '',
    'https://evil.example/e/1',
    'http://p.example/e/1',
    'https://p.example.evil.example/e/1',
    'https://p.example@evil.example/e/1',
  ])('renders nothing for %j (not on the preview host)', (url) => {
    expect(frame(url)).toBeNull();
  });
  it('renders nothing without an embed', () => {
    expect(playerFrame(null, 'https://p.example', PAGE)).toBeNull();
  });
});

describe('zoomLayout', () => {
  const image = { width: 2400, height: 1600 };
  it('fits and centres by default', () => {
    expect(zoomLayout(image, screen, { alwaysActual: false, toggled: false, mouse: null })).toEqual({
      mode: 'fit',
      width: 1080,
      height: 720,
      left: 100,
      top: 0,
    });
  });
  it('at actual size, pans to the mouse (centred before the mouse moves)', () => {
    expect(zoomLayout(image, screen, { alwaysActual: false, toggled: true, mouse: null })).toEqual({
      mode: 'actual',
      width: 2400,
      height: 1600,
      left: -560,
      top: -440,
    });
    expect(
      zoomLayout(image, screen, { alwaysActual: true, toggled: false, mouse: { x: 50, y: 670 } }),
    ).toMatchObject({
      left: 0,
      top: -880,
    });
  });
});

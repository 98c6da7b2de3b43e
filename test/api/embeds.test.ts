import { setJsonpTransport } from '../../src/api/jsonp';
import {
  communityCallbackName,
  fetchCommunityContent,
  fetchPreviewEmbed,
  fetchSampleData,
} from '../../src/api/embeds';
import { delay, http, HttpResponse } from 'msw';
import { DEFAULT_TIMEOUT_MS } from '../../src/api/jsonp';
import { mockServer } from '../msw-server';
import { answerJsonp as answer, fetchJsonpTransport, jsonpThroughFetch } from './jsonp-transport';

const SAMPLES = 'https://sample.example/embed';
const PREVIEW = 'https://preview.example/api/v1/maniax/embed';
const COMMUNITY = 'https://community.example/api/channel/channel-content/:id';

jsonpThroughFetch();

describe('fetchSampleData', () => {
  it('sends workno_list and normalises demos and samples', async () => {
    const seen = answer(SAMPLES, {
      RJ1: {
        demo: { url: '//cdn.example/demo.mp4' },
        samples: [
          { src: '//cdn.example/1.jpg', thumb: '', width: '560', height: 420 },
          { src: '', thumb: 'x' },
        ],
      },
      RJ2: { demo: null, samples: {} },
      RJ3: [],
    });
    await expect(fetchSampleData(SAMPLES, ['RJ1', 'RJ2', 'RJ3'])).resolves.toEqual({
      RJ1: {
        demo: { url: '//cdn.example/demo.mp4' },
        samples: [{ src: '//cdn.example/1.jpg', thumb: '//cdn.example/1.jpg', width: 560, height: 420 }],
      },
      RJ2: { demo: null, samples: [] },
      RJ3: { demo: null, samples: [] },
    });
    expect(seen[0]?.pathname).toBe('/embed');
    expect(seen[0]?.searchParams.get('workno_list')).toBe('RJ1,RJ2,RJ3');
    expect(seen[0]?.searchParams.get('callback')).toBeTruthy();
  });

  it('no ids: {} without a request; a non-object answer is a parse error', async () => {
    await expect(fetchSampleData(SAMPLES, [])).resolves.toEqual({});
    answer(SAMPLES, 'x');
    await expect(fetchSampleData(SAMPLES, ['RJ1'])).rejects.toMatchObject({ kind: 'parse' });
  });
});

describe('fetchPreviewEmbed', () => {
  it('reads works[0] when count > 0', async () => {
    const seen = answer(PREVIEW, {
      count: '1',
      works: [{ embed_url: 'https://preview.example/p/1', embed_width: '560', embed_height: 315 }],
    });
    await expect(fetchPreviewEmbed('https://preview.example/', 'maniax', 'RJ1')).resolves.toEqual({
      embed_url: 'https://preview.example/p/1',
      embed_width: 560,
      embed_height: 315,
    });
    expect(seen[0]?.searchParams.get('workno')).toBe('RJ1');
  });

  it('an id with any characters is URL-encoded as the workno value; the callback stays an identifier', async () => {
    const seen = answer(PREVIEW, { count: 0 });
    const id = 'RJ 1/?a=b&c#d%e+é';
    await fetchPreviewEmbed('https://preview.example', 'maniax', id);
    expect(seen[0]?.searchParams.get('workno')).toBe(id);
    expect([...(seen[0]?.searchParams.keys() ?? [])].sort()).toEqual(['callback', 'workno']);
    expect(seen[0]?.hash).toBe('');
    expect(seen[0]?.searchParams.get('callback')).toMatch(/^[A-Za-z_$][\w$]*$/);
  });

  it.each([[{ count: 0, works: [{ embed_url: 'x' }] }], [{ count: 1 }], [{ count: 1, works: [] }], [[]]])(
    'null for %j',
    async (data) => {
      answer(PREVIEW, data);
      await expect(fetchPreviewEmbed('https://preview.example', 'maniax', 'RJ1')).resolves.toBeNull();
    },
  );
});

describe('fetchCommunityContent', () => {
  it('uses a cacheable callback name from the id alone and reads the counts', async () => {
    const seen = answer(COMMUNITY, { play_id: 'abc', matomes_count: '3', talks_count: 12 });
    await expect(fetchCommunityContent('https://community.example', 'RJ-1.x')).resolves.toEqual({
      play_id: 'abc',
      matomes_count: 3,
      talks_count: 12,
    });
    expect(seen[0]?.pathname).toBe('/api/channel/channel-content/RJ-1.x');
    expect([...(seen[0]?.searchParams.keys() ?? [])]).toEqual(['callback']);
    expect(seen[0]?.searchParams.get('callback')).toBe('sfCommunity_RJ_2d_1_2e_x');
    expect(communityCallbackName('RJ01')).toBe('sfCommunity_RJ01');
  });

  it('callback names are valid identifiers and differ for ids that differ', () => {
    const ids = ['RJ-1.x', 'RJ_1_x', 'RJ_2d_1', 'RJ 1', 'RJ/1?x#y%z', 'RJ01é', 'RJ01😀', '..'];
    const names = ids.map(communityCallbackName);
    for (const name of names) expect(name).toMatch(/^[A-Za-z_$][\w$]*$/);
    expect(new Set(names).size).toBe(ids.length);
  });

  it('an id with any characters goes in the path as one encoded segment', async () => {
    const seen = answer(COMMUNITY, { play_id: 'p', matomes_count: 1, talks_count: 2 });
    await fetchCommunityContent('https://community.example', 'RJ/1?x#y%z é');
    expect(seen[0]?.pathname).toBe('/api/channel/channel-content/RJ%2F1%3Fx%23y%25z%20%C3%A9');
  });

  it.each(['.', '..'])('no call for the id %j, which no path can carry', async (id) => {
    const seen = answer('https://community.example/api/channel/*', { play_id: 'p' });
    await expect(fetchCommunityContent('https://community.example', id)).resolves.toBeNull();
    expect(seen).toHaveLength(0);
  });

  it('null when there is no play_id', async () => {
    answer(COMMUNITY, { play_id: '', matomes_count: 1 });
    await expect(fetchCommunityContent('https://community.example', 'RJ1')).resolves.toBeNull();
  });
});

describe('fetch priority', () => {
  it('the calls an island waits for (preview player, community counts) ask for high; samples do not', async () => {
    const priorities = new Map<string, string | undefined>();
    setJsonpTransport((url, onError, priority) => {
      priorities.set(new URL(url).pathname, priority);
      return fetchJsonpTransport(url, onError, priority);
    });
    answer(PREVIEW, { count: 0 });
    answer(COMMUNITY, {});
    answer(SAMPLES, {});
    await fetchPreviewEmbed('https://preview.example', 'maniax', 'RJ1');
    await fetchCommunityContent('https://community.example', 'RJ1');
    await fetchSampleData(SAMPLES, ['RJ1']);
    expect(Object.fromEntries(priorities)).toEqual({
      '/api/v1/maniax/embed': 'high',
      '/api/channel/channel-content/RJ1': 'high',
      '/embed': undefined,
    });
  });
});

// docs/page/security.md "JSONP services": a service the page names in `cors` is fetched as JSON without
// credentials (its answer is data, never a script); the same URL and query, without a callback.
describe('the services a page asks over CORS', () => {
  const answerJson = (pattern: string, respond: () => Response) => {
    const seen: Request[] = [];
    mockServer.use(
      http.get(pattern, ({ request }) => {
        seen.push(request);
        return respond();
      }),
    );
    return seen;
  };

  it('each of the three: no callback, no credentials, no script; the answer read as JSON', async () => {
    const scripts = vi.fn();
    setJsonpTransport(scripts);
    const asked = [
      answerJson(SAMPLES, () => HttpResponse.json({ RJ1: { demo: null, samples: [] } })),
      answerJson(PREVIEW, () => HttpResponse.json({ count: 0, works: [] })),
      answerJson(COMMUNITY, () => HttpResponse.json({ play_id: 'p', matomes_count: 3, talks_count: 1 })),
    ];
    await expect(fetchSampleData(SAMPLES, ['RJ1'], true)).resolves.toEqual({
      RJ1: { demo: null, samples: [] },
    });
    await expect(fetchPreviewEmbed('https://preview.example', 'maniax', 'RJ1', true)).resolves.toBeNull();
    await expect(fetchCommunityContent('https://community.example', 'RJ1', true)).resolves.toMatchObject({
      play_id: 'p',
    });
    expect(scripts).not.toHaveBeenCalled();
    const seen = asked.flat();
    expect(
      seen.map((request) => [new URL(request.url).searchParams.has('callback'), request.credentials]),
    ).toEqual([
      [false, 'omit'],
      [false, 'omit'],
      [false, 'omit'],
    ]);
    expect(new URL(seen[0]?.url ?? '').searchParams.get('workno_list')).toBe('RJ1');
    expect(new URL(seen[1]?.url ?? '').searchParams.get('workno')).toBe('RJ1');
  });

  it.each([
    ['an HTTP error', () => new HttpResponse('no', { status: 500 }), { kind: 'http', status: 500 }],
    ['a body that is no JSON (a script, a page)', () => new HttpResponse('alert(1)'), { kind: 'parse' }],
    ['no answer', () => HttpResponse.error(), { kind: 'http', status: 'network' }],
  ])('%s fails the call as JSONP would', async (_, respond, failure) => {
    answerJson(COMMUNITY, respond);
    await expect(fetchCommunityContent('https://community.example', 'RJ1', true)).rejects.toMatchObject(
      failure,
    );
  });
});

it('a CORS service that never answers fails the call at the JSONP bound, as timeout', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  mockServer.use(http.get(COMMUNITY, () => delay('infinite')));
  const call = fetchCommunityContent('https://community.example', 'RJ1', true);
  const failed = expect(call).rejects.toMatchObject({ kind: 'http', status: 'timeout' });
  await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
  await failed;
  vi.useRealTimers();
});

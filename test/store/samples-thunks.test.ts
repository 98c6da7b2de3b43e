import { DEFAULT_MOCK_HOSTS } from '../../src/mocks';
import { setJsonpTransport } from '../../src/api/jsonp';
import { loadCommunity } from '../../src/store/community-slice';
import { loadPreviewEmbed } from '../../src/store/previews-slice';
import { loadSamples, SAMPLE_IDS_PER_CALL } from '../../src/store/samples-thunks';
import { jsonpThroughFetch } from '../api/jsonp-transport';
import { useMockApi } from '../mock-api';
import { makeTestStore } from '../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
const sampleStore = () => makeTestStore({ sampleEmbed: DEFAULT_MOCK_HOSTS.sampleEmbed });
const worknoLists = () =>
  fake.requestsOf('sample').map((r) => new URL(r.url).searchParams.get('workno_list'));

jsonpThroughFetch();

describe('loadSamples', () => {
  it('splits a tick with more ids than one call carries into calls of at most 100, each id once', async () => {
    const store = sampleStore();
    const ids = Array.from({ length: 250 }, (_, i) => `RJ${String(1_000_001 + i).padStart(8, '0')}`);
    await store.dispatch(loadSamples(ids));
    const lists = worknoLists().map((list) => list?.split(',') ?? []);
    expect(lists.map((list) => list.length)).toEqual([SAMPLE_IDS_PER_CALL, SAMPLE_IDS_PER_CALL, 50]);
    expect(lists.flat()).toEqual(ids);
  });

  it('pools the ids of one tick into one JSONP call, duplicates ignored', async () => {
    const store = sampleStore();
    const done = Promise.all([
      store.dispatch(loadSamples(['RJ01000001', 'RJ01000002'])),
      store.dispatch(loadSamples(['RJ01000002'])),
      store.dispatch(loadSamples(['RJ01000005', 'RJ01000001'])),
    ]);
    await done;
    expect(worknoLists()).toEqual(['RJ01000001,RJ01000002,RJ01000005']);
    const { samples } = store.getState();
    expect(samples.ids).toEqual(['RJ01000001', 'RJ01000002', 'RJ01000005']);
    expect(samples.demos).toEqual({
      RJ01000001: { url: '//img.example.com/maniax/demo/RJ01000001.mp4' },
      RJ01000002: null,
      RJ01000005: null,
    });
    expect(samples.thumbs.RJ01000002).toHaveLength(2);
    expect(samples.thumbs.RJ01000001?.[0]).toEqual({
      src: '//img.example.com/maniax/work/RJ01000001_img_smp1.jpg',
      thumb: '//img.example.com/maniax/work/RJ01000001_img_smp1_thumb.jpg',
      width: 560,
      height: 420,
    });
  });

  it('does not ask again for loaded ids; a later tick asks only for new ones', async () => {
    const store = sampleStore();
    await store.dispatch(loadSamples(['RJ01000001']));
    await store.dispatch(loadSamples(['RJ01000001', 'RJ01000008']));
    await store.dispatch(loadSamples(['RJ01000008', 'RJ01000001']));
    expect(worknoLists()).toEqual(['RJ01000001', 'RJ01000008']);
    expect(store.getState().samples.ids).toEqual(['RJ01000001', 'RJ01000008']);
  });

  it('each store pools on its own', async () => {
    const a = sampleStore();
    const b = sampleStore();
    await Promise.all([a.dispatch(loadSamples(['RJ01000001'])), b.dispatch(loadSamples(['RJ01000002']))]);
    expect(worknoLists().sort()).toEqual(['RJ01000001', 'RJ01000002']);
    expect(a.getState().samples.ids).toEqual(['RJ01000001']);
    expect(b.getState().samples.ids).toEqual(['RJ01000002']);
  });

  it.each(['http500', 'malformed'] as const)(
    'a failed call (%s) leaves the state as it was',
    async (fault) => {
      const store = sampleStore();
      const before = store.getState().samples;
      fake.setFault('sample', fault);
      await expect(store.dispatch(loadSamples(['RJ01000001', 'RJ01000002']))).resolves.toBeUndefined();
      expect(store.getState().samples).toBe(before);
      // The ids may be asked for again once the service answers.
      fake.setFault('sample', null);
      await store.dispatch(loadSamples(['RJ01000001']));
      expect(store.getState().samples.ids).toEqual(['RJ01000001']);
      expect(worknoLists()).toEqual(['RJ01000001,RJ01000002', 'RJ01000001']);
    },
  );

  it('no sampleEmbed in the store context, or no ids: no call', async () => {
    await makeTestStore().dispatch(loadSamples(['RJ01000001']));
    await sampleStore().dispatch(loadSamples([]));
    expect(fake.requestsOf('sample')).toHaveLength(0);
  });
});

// The page's `cors` reaches each embed load: the fake services answer JSON to a call without a callback.
describe('the embed services a page names in cors', () => {
  it('samples, a preview and community counts arrive as JSON, with no callback and no script', async () => {
    const scripts = vi.fn();
    setJsonpTransport(scripts);
    const store = makeTestStore({
      sampleEmbed: DEFAULT_MOCK_HOSTS.sampleEmbed,
      cors: ['sampleEmbed', 'previewEmbed', 'community'],
    });
    await store.dispatch(loadSamples(['RJ01000001']));
    await store.dispatch(loadPreviewEmbed('RJ01000001'));
    await store.dispatch(loadCommunity({ origin: DEFAULT_MOCK_HOSTS.community, productId: 'RJ01000001' }));
    const { samples, previews, community } = store.getState();
    expect(samples.ids).toEqual(['RJ01000001']);
    expect(previews.byId.RJ01000001).toMatchObject({ status: 'succeeded' });
    expect(community.byId.RJ01000001).toMatchObject({ status: 'succeeded' });
    expect(scripts).not.toHaveBeenCalled();
    const calls = (['sample', 'preview', 'community'] as const).flatMap((call) => fake.requestsOf(call));
    expect(calls.map((request) => new URL(request.url).searchParams.has('callback'))).toEqual([
      false,
      false,
      false,
    ]);
  });
});

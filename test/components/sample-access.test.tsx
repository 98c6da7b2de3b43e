import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SampleAccess } from '../../src/components/sample-access/sample-access';
import { DEFAULT_MOCK_HOSTS } from '../../src/mocks';
import { jsonpThroughFetch } from '../api/jsonp-transport';
import { useMockApi } from '../mock-api';
import { makeTestStore, renderWithStore } from '../render';
import { loadSamples } from '../../src/store/samples-thunks';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
/** A store whose sample data for `ids` was requested as the runtime does at the scan. */
const sampleStore = (...ids: string[]) => {
  const store = makeTestStore({ sampleEmbed: DEFAULT_MOCK_HOSTS.sampleEmbed });
  void store.dispatch(loadSamples(ids));
  return store;
};

jsonpThroughFetch();

// Unsafe sample and demo URLs left out (one image of two kept): test/audit/xss.test.tsx "hostile text and
// URLs in every field a page shows", whose poisoned samples hold one unsafe and one safe image.
describe('SampleAccess', () => {
  it('two cards load in one call: the sample button, the demo link; nothing at all without sample data', async () => {
    renderWithStore(
      <>
        <SampleAccess productId="RJ01000001" />
        <SampleAccess productId="RJ01000002" />
        <div data-testid="none">
          <SampleAccess productId="RJ01000004" />
        </div>
      </>,
      { store: sampleStore('RJ01000001', 'RJ01000002', 'RJ01000004') },
    );
    expect(await screen.findAllByRole('button', { name: 'サンプル' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: '体験版' })).toHaveAttribute(
      'href',
      '//img.example.com/maniax/demo/RJ01000001.mp4',
    );
    expect(screen.getByTestId('none')).toBeEmptyDOMElement();
    expect(fake.requestsOf('sample')).toHaveLength(1);
  });

  it('opens a dialog listing the images; Esc, the backdrop and the close button close it', async () => {
    const user = userEvent.setup();
    renderWithStore(<SampleAccess productId="RJ01000002" />, { store: sampleStore('RJ01000002') });
    const button = await screen.findByRole('button', { name: 'サンプル' });
    await user.click(button);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '//img.example.com/maniax/work/RJ01000002_img_smp1.jpg',
      '//img.example.com/maniax/work/RJ01000002_img_smp2.jpg',
    ]);
    expect(screen.getByRole('dialog', { name: 'サンプル' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    for (const close of [
      () => screen.getByTestId('sample-backdrop'),
      () => screen.getByRole('button', { name: '閉じる' }),
    ]) {
      await user.click(button);
      await user.click(close());
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });
});

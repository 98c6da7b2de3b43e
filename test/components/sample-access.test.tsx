import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setJsonpTransport } from '../../src/api/jsonp';
import { SampleAccess } from '../../src/components/sample-access/sample-access';
import { DEFAULT_MOCK_HOSTS } from '../../src/mocks';
import { fetchJsonpTransport } from '../api/jsonp-transport';
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

beforeEach(() => setJsonpTransport(fetchJsonpTransport));
afterEach(() => setJsonpTransport(null));

describe('SampleAccess', () => {
  it('two cards load in one call; sample button and demo link', async () => {
    renderWithStore(
      <>
        <SampleAccess productId="RJ01000001" />
        <SampleAccess productId="RJ01000002" />
      </>,
      { store: sampleStore('RJ01000001', 'RJ01000002') },
    );
    expect(await screen.findAllByRole('button', { name: 'サンプル' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: '体験版' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: '体験版' })).toHaveAttribute(
      'href',
      '//img.example.com/maniax/demo/RJ01000001.mp4',
    );
    expect(fake.requestsOf('sample')).toHaveLength(1);
  });

  it('opens a dialog listing the images; Esc and an outside click close it', async () => {
    const user = userEvent.setup();
    renderWithStore(<SampleAccess productId="RJ01000002" />, { store: sampleStore('RJ01000002') });
    const button = await screen.findByRole('button', { name: 'サンプル' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'サンプル' });
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '//img.example.com/maniax/work/RJ01000002_img_smp1.jpg',
      '//img.example.com/maniax/work/RJ01000002_img_smp2.jpg',
    ]);
    expect(dialog).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByTestId('sample-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('unsafe URLs are never used; nothing at all without data', async () => {
    fake.db.samples.RJ01000005 = {
      demo: { url: 'javascript:alert(1)' },
      samples: [
        { src: 'javascript:alert(2)', thumb: '', width: 1, height: 1 },
        { src: 'https://cdn.example/ok.jpg', thumb: '', width: 1, height: 1 },
      ],
    };
    const user = userEvent.setup();
    const store = sampleStore('RJ01000005', 'RJ01000004');
    const { container } = renderWithStore(
      <>
        <SampleAccess productId="RJ01000005" />
        <div data-testid="none">
          <SampleAccess productId="RJ01000004" />
        </div>
      </>,
      { store },
    );
    await user.click(await screen.findByRole('button', { name: 'サンプル' }));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      'https://cdn.example/ok.jpg',
    ]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
    await waitFor(() => expect(store.getState().samples.ids).toContain('RJ01000005'));
    expect(screen.getByTestId('none')).toBeEmptyDOMElement();
  });
});

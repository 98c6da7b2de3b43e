import { useMockApi } from '../mock-api';
import { TEST_CONFIG } from '../render';
import { readRepo } from './repository';
import { LONG_WAIT } from '../../src/mocks/suite-clock';

// docs/page-contract.md "Islands": the entry reads the islands in a task of its own after its evaluation
// once the document has been parsed, and not at all while the page is still loading (the runtime does).
// A file of its own (unit-pages): each case evaluates a fresh copy of the early start on this page.

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMockApi();

const contract = readRepo('docs/page-contract.md').replace(/\s+/g, ' ');

/** The runtime's chunk the case's early start asked for: it has to arrive before the environment goes. */
let runtimeImport: Promise<unknown> | null = null;

afterEach(async () => {
  await runtimeImport?.catch(() => undefined);
  runtimeImport = null;
  delete window.storefront;
  vi.restoreAllMocks();
  vi.resetModules();
}, 30_000);

function page() {
  document.body.innerHTML = `<script type="application/json" id="storefront-config">${JSON.stringify(TEST_CONFIG)}</script>
    <div data-widget="product-item" data-product-id="RJ01000001"></div>`;
}

/** The card's parser in the module copy the early start will import (the modules are fresh per case). */
async function spyOnCardParser() {
  const { productItemWidget } = await import('../../src/widgets/product-item/definition');
  return vi.spyOn(productItemWidget, 'parse');
}

const aTask = () => new Promise((resolve) => setTimeout(resolve, 0));

it('a parsed document: the islands are read in a task after the entry’s evaluation, not during it', async () => {
  page();
  const parse = await spyOnCardParser();
  const { earlyStart } = await import('../../src/boot/early-start');
  runtimeImport = earlyStart?.runtime ?? null;
  expect(parse).not.toHaveBeenCalled();
  // The entry's task comes through a MessageChannel, which Node orders with no timer: wait for it, however
  // late, rather than for one timer task.
  await vi.waitFor(() => expect(parse).toHaveBeenCalledTimes(1), LONG_WAIT);
  expect(contract).toContain(
    'in a task of its own right after its evaluation when the document has been parsed',
  );
  expect(contract).not.toContain('while it is being evaluated');
});

it('a page still loading: the entry reads no island (the runtime will, after DOM ready)', async () => {
  page();
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  const parse = await spyOnCardParser();
  const { earlyStart } = await import('../../src/boot/early-start');
  runtimeImport = earlyStart?.runtime ?? null;
  await aTask();
  await aTask();
  expect(earlyStart?.store).toBeTruthy();
  expect(parse).not.toHaveBeenCalled();
  expect(contract).toContain('an entry run while the page is still loading leaves them to the runtime');
});

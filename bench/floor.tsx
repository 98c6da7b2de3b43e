import { createElement, useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';

// The floor of the mount-time benchmark: the product cards' final markup, captured from the product's own
// page in the same run (bench/run.mjs), rendered by bare React into one root. No store, no requests, no
// lazy chunk: what React alone costs for those DOM nodes.

performance.mark('storefront:start');

/** A captured DOM node: text, or [tag, props (0 for none), ...children]. */
type Tree = string | [string, Record<string, unknown> | 0, ...Tree[]];

interface FloorData {
  layout: string;
  /** The data-fetching floor: fetch this (the cards' product info, one request) before rendering. */
  fetch?: string;
  /** Distinct cards, each the list of its island's child nodes. */
  templates: Tree[][];
  /** Per card, the index of its tree. */
  cards: number[];
  /** The islands floor: the page's empty islands, one root and a portal into each. */
  portals?: boolean;
}

function toElement(tree: Tree): ReactNode {
  if (typeof tree === 'string') return tree;
  const [tag, props, ...children] = tree;
  return createElement(tag, props || null, ...children.map(toElement));
}

function Card({ trees }: { trees: Tree[] }) {
  return <>{trees.map(toElement)}</>;
}

function Floor({ data }: { data: FloorData }) {
  useEffect(() => {
    performance.mark('storefront:ready');
  }, []);
  return (
    <ul className={`store-list store-list--${data.layout}`}>
      {data.cards.map((template, i) => (
        <li className="store-card" key={i}>
          <div data-widget="product-item" data-layout={data.layout}>
            <Card trees={data.templates[template] ?? []} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** One root (detached, as the product's) with a portal per island of the page. */
function IslandsFloor({ data, islands }: { data: FloorData; islands: Element[] }) {
  useEffect(() => {
    performance.mark('storefront:ready');
  }, []);
  return islands.map((island, i) =>
    createPortal(<Card trees={data.templates[data.cards[i] ?? 0] ?? []} />, island, String(i)),
  );
}

const data = JSON.parse(document.getElementById('floor-data')?.textContent ?? '{}') as FloorData;
const container = document.getElementById('floor-root');
const render = () => {
  if (!container) return;
  if (data.portals) {
    const islands = [...container.querySelectorAll('[data-widget]')];
    createRoot(document.createElement('div')).render(<IslandsFloor data={data} islands={islands} />);
  } else createRoot(container).render(<Floor data={data} />);
};
if (data.fetch) {
  void fetch(data.fetch, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
    .then((response) => response.json())
    .then(render);
} else render();

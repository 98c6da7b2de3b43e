import { runtimeChunkName, widgetChunkName } from '../../scripts/chunk-groups';

// A module graph: id -> its static importers (and dynamic importers).
function graph(edges: Record<string, { importers?: string[]; dynamicImporters?: string[] }>) {
  return {
    getModuleInfo: (id: string) => {
      const node = edges[id];
      return node ? { importers: node.importers ?? [], dynamicImporters: node.dynamicImporters ?? [] } : null;
    },
  };
}

const G = graph({
  '/p/src/main.ts': {},
  '/p/src/boot/bootstrap.tsx': { dynamicImporters: ['/p/src/main.ts'] },
  '/p/src/islands/runtime.tsx': { importers: ['/p/src/boot/bootstrap.tsx'] },
  '/p/node_modules/react-dom/client.js': { importers: ['/p/src/islands/runtime.tsx'] },
  '/p/node_modules/react/index.js': {
    importers: ['/p/node_modules/react-dom/client.js', '/p/src/widgets/price-box/price-box.tsx'],
  },
  '/p/src/widgets/price-box/definition.ts': { importers: ['/p/src/main.ts'] },
  '/p/src/widgets/price-box/price-box.tsx': { dynamicImporters: ['/p/src/widgets/price-box/definition.ts'] },
  '/p/src/widgets/price-box/price-row.tsx': { importers: ['/p/src/widgets/price-box/price-box.tsx'] },
});

describe('chunk groups', () => {
  test('the runtime chunk takes the runtime entry and everything it reaches statically, React included', () => {
    expect(runtimeChunkName('/p/src/boot/bootstrap.tsx', G)).toBe('runtime');
    expect(runtimeChunkName('/p/src/islands/runtime.tsx', G)).toBe('runtime');
    expect(runtimeChunkName('/p/node_modules/react-dom/client.js', G)).toBe('runtime');
    expect(runtimeChunkName('/p/node_modules/react/index.js', G)).toBe('runtime');
  });

  test('widget code the runtime does not reach stays in its widget group', () => {
    expect(runtimeChunkName('/p/src/widgets/price-box/price-row.tsx', G)).toBeNull();
    expect(widgetChunkName('/p/src/widgets/price-box/price-row.tsx', G)).toBe('work-widgets');
  });
});

import { resolve } from 'node:path';
import ts from 'typescript';
import { PUBLIC_API, publicApiProgram } from './public-api-program.ts';

// storefront.d.ts (docs/page/, shipped in dist/ by the build): the types a host page's script gets with one
// `/// <reference path="…/storefront.d.ts" />`: `window.storefront`, the `storefront:*` events on `document`
// (through `DocumentEventMap`) and the page configuration. Printed from src/public-api.ts and every
// declaration of src/ its types reach, with their comments, into one namespace `Storefront`: the same types
// the runtime is written with, so the file cannot say what the code does not do.

export const DECLARATIONS_FILE = 'storefront.d.ts';
/** What the file is for; each of these and what it reaches is printed. */
const ROOTS = [
  'StorefrontPageApi',
  'StorefrontEventMap',
  'PageConfigInput',
  'WidgetName',
  'IslandAttributes',
  'CartAddedDetail',
  'FavoriteAddedDetail',
  'FollowChangedDetail',
  'FoldersChangedDetail',
  'StaleDetail',
];

type Declaration = ts.InterfaceDeclaration | ts.TypeAliasDeclaration;

/**
 * Types computed from the bundle's values (`keyof typeof …`): printed as the checker resolves them, the
 * names and attributes of the widgets and the label keys written out, since the values are not in the file.
 */
const RESOLVED = new Set(['WidgetName', 'IslandAttributes', 'LabelKey']);
const RESOLVE_FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.InTypeAlias |
  ts.TypeFormatFlags.MultilineObjectLiterals;

const isDeclaration = (node: ts.Node | undefined): node is Declaration =>
  !!node && (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node));

/** The text of `storefront.d.ts` for the sources under `root`. */
export function storefrontDeclarations(root: string): string {
  const { checker, exported } = publicApiProgram(root);
  const real = (symbol: ts.Symbol) =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const inSources = (node: ts.Node) =>
    resolve(node.getSourceFile().fileName).startsWith(resolve(root, 'src'));

  const found = new Map<string, Declaration>();
  const visit = (declaration: Declaration) => {
    const name = declaration.name.text;
    if (found.has(name)) return;
    found.set(name, declaration);
    if (RESOLVED.has(name)) return;
    const walk = (node: ts.Node) => {
      const named = ts.isTypeReferenceNode(node)
        ? node.typeName
        : ts.isExpressionWithTypeArguments(node)
          ? node.expression
          : null;
      const symbol = named ? checker.getSymbolAtLocation(named) : undefined;
      const target = symbol ? real(symbol).declarations?.[0] : undefined;
      if (isDeclaration(target) && inSources(target)) visit(target);
      ts.forEachChild(node, walk);
    };
    walk(declaration);
  };
  for (const name of ROOTS) {
    const declaration = exported(name)?.declarations?.[0];
    if (!isDeclaration(declaration)) throw new Error(`declarations: ${PUBLIC_API} exports no type ${name}`);
    visit(declaration);
  }

  const printed = [...found.values()].map((declaration) => {
    const docs = ts
      .getJSDocCommentsAndTags(declaration)
      .filter(ts.isJSDoc)
      .map((doc) => doc.getText());
    const name = declaration.name.text;
    const text = RESOLVED.has(name)
      ? `type ${name} = ${checker
          .typeToString(checker.getTypeAtLocation(declaration.name), undefined, RESOLVE_FLAGS)
          .replace(/ & \{\}/g, '')};`
      : declaration.getText().replace(/^export\s+/, '');
    return [...docs, `export ${text}`].join('\n');
  });
  const indent = (text: string) =>
    text
      .split('\n')
      .map((line) => (line === '' ? line : `  ${line}`))
      .join('\n');
  return `// storefront-islands: the types of a host page's script (docs/page/events.md, configuration.md).
// Reference this file from the script: /// <reference path="path/to/storefront.d.ts" />
// Printed by \`npm run docs:widgets\` from the types the bundle is written with (src/public-api.ts).

declare namespace Storefront {
${printed.map(indent).join('\n\n')}
}

interface Window {
  /** The bundle's global API, there as soon as the entry has run (docs/page/events.md). */
  storefront?: Storefront.StorefrontPageApi;
}

/** The bundle's events on \`document\`: \`document.addEventListener('storefront:cart-added', …)\` is typed. */
interface DocumentEventMap extends Storefront.StorefrontEventMap {}
`;
}

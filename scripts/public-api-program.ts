import { resolve } from 'node:path';
import ts from 'typescript';

// The TypeScript program of src/public-api.ts, which scripts/declarations.ts and scripts/config-schema.ts
// print from: its checker and the module's exported symbols by name.

export const PUBLIC_API = 'src/public-api.ts';

export function publicApiProgram(root: string) {
  const file = resolve(root, PUBLIC_API);
  const program = ts.createProgram([file], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    // Without it a .tsx module's exports do not resolve.
    jsx: ts.JsxEmit.ReactJSX,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`cannot read ${PUBLIC_API}`);
  const exports = checker.getExportsOfModule(module);
  return {
    checker,
    /** The symbol `name` exports, through its alias where it is a re-export. */
    exported: (name: string): ts.Symbol | undefined => {
      const symbol = exports.find((s) => s.name === name);
      return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    },
  };
}

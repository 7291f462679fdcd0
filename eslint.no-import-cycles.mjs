// Shared by web/ and studio/ eslint configs. Each passes in its own copies of the plugin, resolver and parser,
// which live in its own node_modules.

/**
 * Fails lint on a circular import: a module that imports itself back through others runs half-initialised,
 * depending on which end loads first.
 */
export function noImportCycles({ importX, createTypeScriptImportResolver, tsParserPath, tsconfig }) {
  return {
    plugins: { 'import-x': importX },
    settings: {
      // Without these, TypeScript files are skipped when following imports and no cycle through them is seen.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      // A path, not a bare name: a name import-x cannot resolve leaves files unread and cycles unseen, silently.
      'import-x/parsers': { [tsParserPath]: ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: tsconfig })],
    },
    // Packages never import this code back, so following them only costs time.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  }
}

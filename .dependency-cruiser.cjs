/**
 * The house's walls (decision 156), checked by `npm run lint`. Type-only imports count
 * (tsPreCompilationDeps), so a cycle made of `import type` fails too.
 * Every cross-area import goes through the other area's face (index.ts or a *.port.ts).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'No module may depend on itself through others, type-only imports included. A lazy import() that closes a loop is not a cycle: the page table loads pages that read it.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'areas-meet-through-their-faces',
      comment:
        'An area under server/src/modules imports another area only through its public face: index.ts or a *.port.ts.',
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: {
        path: '^server/src/modules/[^/]+/',
        pathNot: [
          '^server/src/modules/$1/',
          '^server/src/modules/[^/]+/(index|[^/]+\\.port)\\.ts$',
        ],
      },
    },
    {
      name: 'kernel-below-areas',
      comment: 'The kernel is below every area: it imports shared and libraries only.',
      severity: 'error',
      from: { path: '^server/src/kernel/' },
      to: { path: '^server/src/(?!kernel/)' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/'] },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};

// Module boundaries, checked by `npm run lint` and `npm test`.
//
// A feature module (a folder under apps/api/src/modules) owns its tables: another module asks its exported service
// and never imports its table, repository or presenter. Cross-cutting pieces live in apps/api/src/platform, which
// depends on no module. Modules depend on each other one way only: no cycle between module folders. Web features
// (apps/web/src/features/<name>) never import each other; app/routes assemble them.
//
// Exempt on purpose: tests (left out of the cruise), db/schema.ts (gathers every table for Drizzle; left out too),
// demo seeding (apps/api/src/seed) and test fixtures (apps/api/src/test), bulk loaders that write tables directly
// and that no module imports. The server's shared plumbing (config, db client) is left out of the cruise
// because every module uses it and it would close every folder cycle through itself.

const internals = '[^/]+\\.(table|repository|presenter)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-internals',
      comment: "A module imports another module's service, never its table, repository or presenter.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: '\\.table\\.ts$' },
      to: { path: `^apps/api/src/modules/[^/]+/${internals}`, pathNot: '^apps/api/src/modules/$1/' },
    },
    {
      name: 'table-references',
      comment:
        "A table may name another module's table in a foreign key (the database's own rule, declared where the " +
        'column lives), and nothing else of that module.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/[^/]+\\.table\\.ts$' },
      to: { path: '^apps/api/src/modules/[^/]+/', pathNot: ['^apps/api/src/modules/$1/', '\\.table\\.ts$'] },
    },
    {
      name: 'outside-internals',
      comment: "The app, plugins, realtime and commands use a module's routes and service, not its internals.",
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/(modules|seed|test)/' },
      to: { path: `^apps/api/src/modules/[^/]+/${internals}` },
    },
    {
      name: 'platform-independent',
      comment: 'The platform layer serves every module and depends on none.',
      severity: 'error',
      from: { path: '^apps/api/src/platform/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'module-cycle',
      comment: 'Modules depend on each other one way only.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+$' },
      to: { path: '^apps/api/src/modules/[^/]+$', circular: true },
    },
    {
      name: 'web-features',
      comment: 'A web feature never imports another; app/routes assemble them.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
  ],
  options: {
    includeOnly:
      '^apps/(api/src/((modules|platform|seed|test|plugins|realtime|media|cli)/|(app|server)\\.ts$)|web/src/)',
    exclude: { path: '\\.test\\.tsx?$' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};

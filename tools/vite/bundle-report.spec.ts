import { describe, expect, it } from 'vitest';
import { bundleReportHtml, describeChunks } from './bundle-report';

describe('bundle report', () => {
  const bundle = {
    'assets/index.js': {
      type: 'chunk' as const,
      fileName: 'assets/index.js',
      name: 'index',
      code: 'console.log("entry");'.repeat(50),
      isEntry: true,
      imports: ['assets/react.js'],
      modules: {
        '/ws/apps/mobile/src/main.tsx': { renderedLength: 300 },
        '/ws/node_modules/react-dom/index.js': { renderedLength: 900 },
        '\0empty': { renderedLength: 0 },
      },
    },
    'assets/home.js': { type: 'chunk' as const, fileName: 'assets/home.js', name: 'home', code: 'x', isDynamicEntry: true, modules: {} },
    'assets/style.css': { type: 'asset' as const, fileName: 'assets/style.css' },
  };

  it("lists every JavaScript chunk, largest first, with its modules' rendered sizes relative to the workspace", () => {
    const chunks = describeChunks(bundle, '/ws');
    expect(chunks.map((chunk) => chunk.file)).toEqual(['assets/index.js', 'assets/home.js']);
    expect(chunks[0]).toMatchObject({ isEntry: true, imports: ['assets/react.js'] });
    expect(chunks[0]!.modules).toEqual([
      { id: 'node_modules/react-dom/index.js', renderedBytes: 900 },
      { id: 'apps/mobile/src/main.tsx', renderedBytes: 300 },
    ]);
    expect(chunks[0]!.gzipBytes).toBeGreaterThan(0);
    expect(chunks[0]!.gzipBytes).toBeLessThan(chunks[0]!.bytes);
  });

  it('renders a table per brand', () => {
    const html = bundleReportHtml({ acme: describeChunks(bundle, '/ws') });
    expect(html).toContain('<h2>acme</h2>');
    expect(html).toContain('<td>assets/index.js</td><td>entry</td>');
    expect(html).toContain('node_modules/react-dom/index.js');
  });
});

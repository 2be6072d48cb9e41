import { describe, expect, it } from 'vitest';
import { escapeHtml, serializeJsonForScript } from './html-escape.ts';
import { compileHtmlTemplate } from './html-template.ts';
import { INDEX_HTML } from './seo-test-helpers.ts';

const parts = {
  lang: 'en',
  title: '<title>T</title>',
  description: '<meta name="description" content="D" />',
  rest: '<R/>',
  noscript: '<noscript>N</noscript>',
} as const;

describe('the index.html template', () => {
  it('replaces the language, the title and the description, and adds the rest before </head>', () => {
    const html = compileHtmlTemplate(INDEX_HTML)(parts);
    expect(html).toContain('<html lang="en">');
    expect(html.match(/<title>/gu)).toHaveLength(1);
    expect(html).toContain('<title>T</title>');
    expect(html.match(/name="description"/gu)).toHaveLength(1);
    expect(html).toContain('content="D"');
    expect(html.indexOf('<R/>')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('<R/>')).toBeGreaterThan(html.indexOf('/assets/index-abc.js'));
    expect(html).toContain('<div id="root"></div>');
    expect(html.match(/<noscript>/gu)).toHaveLength(1);
    expect(html).toContain('<noscript>N</noscript>');
  });

  it('still works with a bare page that has no <html>, <head> or description', () => {
    const html = compileHtmlTemplate('<!doctype html><title>Boutique</title><div id="root"></div>')(parts);
    expect(html).toBe(
      '<!doctype html><title>T</title><meta name="description" content="D" /><R/><div id="root"></div>',
    );
  });
});

describe('escaping', () => {
  it('escapes HTML text and attribute values', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('serialises JSON that cannot end its script block and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> <!-- & \u2028\u2029' };
    const json = serializeJsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/u);
    expect(JSON.parse(json)).toEqual(value);
  });
});

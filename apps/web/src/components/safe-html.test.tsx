import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/render';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps formatting and opens links in a new tab without access to the app', () => {
    render(
      <TestProviders>
        <SafeHtml
          html='<p>Strong <b>React</b></p><a href="https://example.com/cv">CV</a>'
          data-testid="html"
        />
      </TestProviders>,
    );
    expect(screen.getByText('React').tagName).toBe('B');
    const link = screen.getByRole('link', { name: 'CV' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('removes scripts, event handlers, javascript: links, styles and forms', () => {
    const clean = sanitizeHtml(
      '<p>a</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>' +
        '<style>p{}</style><form action="/steal"><input name="p"></form><p style="color:red">b</p>',
    );
    expect(clean).toBe('<p>a</p><img src="x"><a>x</a><p>b</p>');
  });
});

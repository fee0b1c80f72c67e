import { render, screen } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import { CSP_NONCE_PLACEHOLDER } from '@navia/contracts';
import { readCspNonce, useCspNonce } from './csp-nonce';

function withMeta(nonce: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (nonce !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'csp-nonce';
    meta.setAttribute('nonce', nonce);
    doc.head.append(meta);
  }
  return doc;
}

describe('readCspNonce', () => {
  it('reads the nonce the gateway wrote into the page', () => {
    expect(readCspNonce(withMeta('aGVsbG8gd29ybGQhIQ=='))).toBe('aGVsbG8gd29ybGQhIQ==');
  });

  it('has none where no gateway filled the page in (a development server), or no meta at all', () => {
    expect(readCspNonce(withMeta(CSP_NONCE_PLACEHOLDER))).toBeUndefined();
    expect(readCspNonce(withMeta(null))).toBeUndefined();
  });
});

function NonceProbe() {
  return <span data-testid="nonce">{useCspNonce() ?? 'none'}</span>;
}

describe('antd under the page policy', () => {
  it('inserts every <style> of its CSS-in-JS with the ConfigProvider nonce, and hands it to our own <style> elements', () => {
    render(
      <ConfigProvider csp={{ nonce: 'n0nce-for-test' }}>
        {/* A nested provider (as the create remote has) keeps the nonce. */}
        <ConfigProvider componentDisabled>
          <Button type="primary">Save</Button>
          <NonceProbe />
        </ConfigProvider>
      </ConfigProvider>,
    );
    // eslint-disable-next-line testing-library/no-node-access -- every <style> element in the document must carry the nonce: they are the assertion
    const styles = [...document.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.filter((s) => s.nonce !== 'n0nce-for-test').map((s) => s.outerHTML.slice(0, 80))).toEqual([]);
    expect(screen.getByTestId('nonce').textContent).toBe('n0nce-for-test');
  });
});

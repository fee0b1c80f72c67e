import { useContext } from 'react';
import { ConfigProvider } from 'antd';
import { CSP_NONCE_META, CSP_NONCE_PLACEHOLDER } from '@navia/contracts';

/**
 * This page's CSP nonce: the gateway writes a fresh one into index.html for every answer (docs/security.md).
 * Read through the element's `nonce` property: browsers clear the attribute itself once the page has a policy, so
 * an injected CSS selector cannot read it. Undefined where no gateway filled it in (a remote's development server),
 * which sends no policy either.
 */
export function readCspNonce(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>(`meta[name="${CSP_NONCE_META}"]`);
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  return nonce && nonce !== CSP_NONCE_PLACEHOLDER ? nonce : undefined;
}

/**
 * The nonce for a <style> element a component renders itself, from antd's ConfigProvider `csp` (the shell's, or the
 * standalone page's): remotes render inside the shell's provider, so they need no access to the page of their own.
 */
export function useCspNonce(): string | undefined {
  return useContext(ConfigProvider.ConfigContext).csp?.nonce;
}

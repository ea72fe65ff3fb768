import { createContext, type ReactNode, useContext } from 'react';

// In the browser the value is '' on purpose: browsers hide nonce attributes after parsing (they
// read back as ""), so '' lets hydration match the server HTML.
const NonceContext = createContext<string>('');

/** Server renders wrap the router in this so <Scripts> and JSON-LD carry the CSP nonce. */
export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

/** The nonce on the server; '' in the browser, where the page's scripts are already trusted. */
export function useNonce(): string {
  return useContext(NonceContext);
}

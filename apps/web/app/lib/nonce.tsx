import { createContext, type ReactNode, useContext } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

/** Server renders wrap the router in this so <Scripts> and JSON-LD carry the CSP nonce. */
export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

/** The nonce on the server; undefined in the browser, where scripts are already trusted. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

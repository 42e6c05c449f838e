// The CSP nonce of the current response, for the few inline scripts Remix and we render.
import { createContext, useContext } from "react";

const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

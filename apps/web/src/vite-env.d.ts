/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_LINK_PRIVACY_POLICY?: string;
  readonly VITE_LINK_RISK_DISCLOSURE?: string;
  readonly VITE_LINK_TERMS_OF_SERVICE?: string;
  readonly VITE_LINK_TERMS_OF_USE?: string;
  readonly VITE_LINK_COOKIE_POLICY?: string;
  readonly VITE_LINK_FEEDBACK?: string;
  readonly VITE_LINK_STATUS?: string;
  readonly VITE_LINK_SUPPORT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

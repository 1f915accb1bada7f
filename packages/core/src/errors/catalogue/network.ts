import type { ErrorCatalogueEntry } from '../types.ts';

/** NETWORK: reaching the Edgelog server at all. */
export const networkEntries = {
  'NETWORK-001': {
    code: 'NETWORK-001',
    category: 'NETWORK',
    title: 'Connection Failed',
    description: 'The app could not reach the server.',
    userMessage: "We couldn't connect to the server. Check your internet connection and try again.",
    technicalDetails:
      'fetch rejected ("Failed to fetch", "NetworkError when attempting to fetch resource", "Load failed"), AuthRetryableFetchError, FunctionsFetchError/FunctionsRelayError, HTTP 502/503, or a realtime channel error.',
    possibleCauses: [
      'Your internet connection is unstable',
      'A VPN, firewall or ad blocker is blocking the request',
      'The server is restarting',
    ],
    solutions: [
      'Check your internet connection',
      'Pause your VPN or ad blocker for this site',
      'Try again in a moment',
    ],
    severity: 'high',
    retryable: true,
  },
  'NETWORK-002': {
    code: 'NETWORK-002',
    category: 'NETWORK',
    title: 'Request Timed Out',
    description: 'The server did not answer in time.',
    userMessage: 'The server is taking too long to respond. Please try again.',
    technicalDetails: 'TimeoutError/AbortError, ETIMEDOUT, HTTP 408/504, or a realtime TIMED_OUT status.',
    possibleCauses: ['A slow or overloaded connection', 'The server is busy'],
    solutions: ['Try again', 'Move to a more stable connection'],
    severity: 'medium',
    retryable: true,
  },
  'NETWORK-003': {
    code: 'NETWORK-003',
    category: 'NETWORK',
    title: 'Server Address Not Found',
    description: "The server's address could not be looked up.",
    userMessage: "We couldn't find the server. Check your internet connection or the site address.",
    technicalDetails: 'DNS resolution failed (ERR_NAME_NOT_RESOLVED, ENOTFOUND, EAI_AGAIN, getaddrinfo).',
    possibleCauses: [
      'Your internet connection is down',
      'A DNS or network-filter problem',
      'A mistyped site address',
    ],
    solutions: ['Check the address in the browser bar', 'Reconnect to your network or restart your router'],
    severity: 'high',
    retryable: true,
  },
  'NETWORK-004': {
    code: 'NETWORK-004',
    category: 'NETWORK',
    title: 'Secure Connection Failed',
    description: 'A secure (HTTPS) connection to the server could not be established.',
    userMessage: "We couldn't make a secure connection. Check that your device's date and time are correct.",
    technicalDetails:
      'TLS/SSL failure: certificate expired, not trusted or hostname mismatch (ERR_CERT_*, ERR_SSL_*).',
    possibleCauses: [
      "Your device's clock is wrong",
      'A public Wi-Fi portal or security software is intercepting the connection',
      "The server's certificate has expired",
    ],
    solutions: ['Set your clock to update automatically', 'Try another network', 'Tell the site operator'],
    severity: 'high',
    retryable: false,
  },
  'NETWORK-005': {
    code: 'NETWORK-005',
    category: 'NETWORK',
    title: 'Request Blocked',
    description: 'The browser blocked a request to the server for security reasons.',
    userMessage:
      'The request was blocked by your browser. Please reload the page or contact the site operator.',
    technicalDetails:
      'A cross-origin (CORS) check failed: the response lacks a matching Access-Control-Allow-Origin header.',
    possibleCauses: [
      'The site is opened from an address the server does not expect',
      'A misconfigured server',
    ],
    solutions: ['Open Edgelog from its usual address', 'Reload the page', 'Tell the site operator'],
    severity: 'high',
    retryable: false,
  },
  'NETWORK-009': {
    code: 'NETWORK-009',
    category: 'NETWORK',
    title: "You're Offline",
    description: 'The device has no internet connection.',
    userMessage: "You're offline. Changes can't be saved until your connection is back.",
    technicalDetails:
      'navigator.onLine is false or the browser raised an offline event (ERR_INTERNET_DISCONNECTED).',
    possibleCauses: ['Wi-Fi or mobile data is turned off', 'Airplane mode is on', 'The network dropped'],
    solutions: ['Reconnect to the internet; this message clears itself when you are back online'],
    severity: 'medium',
    retryable: true,
  },
} as const satisfies Record<string, ErrorCatalogueEntry>;

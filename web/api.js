// The server's HTTP API and the table WebSocket (see docs/protocol.md on the server side).
// Errors from the server carry {code, message: {en, ja}}; `ApiError` keeps both so the page can show the message
// in the current language.

import { applyPatch } from './patch.js';

export class ApiError extends Error {
  constructor(code, message) {
    super(message?.en ?? code);
    this.code = code;
    this.text = message;
  }
}

async function request(method, path, body) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('network', null); // the page words this itself (i18n `networkError`)
  }
  if (response.status === 204) return null;
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(data?.code ?? String(response.status), data?.message ?? { en: response.statusText, ja: response.statusText });
  }
  return data;
}

export const api = {
  /** The signed-in account, or null (asked of /api/session, which answers both without an error). */
  me: () => request('GET', '/api/session'),
  signUp: (name, password) => request('POST', '/api/signup', { name, password }),
  signIn: (name, password) => request('POST', '/api/signin', { name, password }),
  guest: (name) => request('POST', '/api/guest', { name }),
  signOut: () => request('POST', '/api/signout'),
  games: () => request('GET', '/api/games'),
  tables: () => request('GET', '/api/tables'),
  table: (id) => request('GET', `/api/tables/${encodeURIComponent(id)}`),
  createTable: (spec) => request('POST', '/api/tables', spec),
  command: (id, name, args) => request('POST', `/api/tables/${encodeURIComponent(id)}/${name}`, args ?? {}),
  history: (id, step) => request('GET', `/api/tables/${encodeURIComponent(id)}/history/${step}`),
};

/**
 * One table's live connection. Reconnects by itself after a drop, asking for the log entries after the last
 * version it saw (`since`), so nothing is missed and nothing is shown twice. After the first view the server
 * sends each move as a `patch` to the previous view; the socket applies it and hands on an `update` with the
 * whole view, so the page never sees patches. A patch that does not fit (which should not happen) makes the
 * socket reconnect, which brings the whole view and the missed log again. The server writes the texts in
 * `lang` only; `setLang` connects again for another language.
 * Handlers: onMessage(msg), onStatus('connected' | 'reconnecting').
 */
export class TableSocket {
  constructor(tableId, { onMessage, onStatus, lang }) {
    this.tableId = tableId;
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    this.lang = lang;
    this.version = null;
    this.view = null;
    this.closed = false;
    this.retry = 500;
    this.connect();
  }

  connect() {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    // The first connection asks for the whole log (since=0) so a reloaded page shows the game's story too.
    const since = this.version ?? 0;
    const query = `since=${since}&lang=${encodeURIComponent(this.lang)}`;
    const ws = new WebSocket(`${scheme}://${location.host}/ws/tables/${encodeURIComponent(this.tableId)}?${query}`);
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 500;
      this.onStatus('connected');
    };
    ws.onmessage = (event) => {
      let msg;
      try {
        msg = JSON.parse(event.data);
      } catch {
        return;
      }
      if (msg.type === 'patch') {
        const { patch, ...rest } = msg;
        try {
          if (this.view === null || msg.version !== this.version + 1) throw new Error('patch for another view');
          msg = { ...rest, type: 'update', view: applyPatch(this.view, patch) };
        } catch {
          ws.close(); // reconnects from this.version
          return;
        }
      }
      // `version` is the version of the view held, which the next patch builds on: only a message that brings
      // a view moves it. An `accepted` (sent before the move's own patch) names the new version already.
      if ('view' in msg) {
        this.view = msg.view;
        this.version = msg.version;
      }
      this.onMessage(msg);
    };
    ws.onclose = () => {
      if (this.closed) return;
      this.onStatus('reconnecting');
      setTimeout(() => !this.closed && this.connect(), this.retry);
      this.retry = Math.min(this.retry * 2, 8000);
    };
  }

  /** Reads `lang` from now on, if it is another: connects again from the start (the whole view and log in
   * the new language; the welcome's log replaces the old one). Returns whether it did. */
  setLang(lang) {
    if (lang === this.lang || this.closed) return false;
    this.lang = lang;
    this.version = null;
    this.view = null;
    const old = this.ws;
    old.onclose = null;
    old.onmessage = null;
    old.close();
    this.connect();
    return true;
  }

  send(msg) {
    if (this.ws?.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(msg));
      return true;
    }
    return false;
  }

  close() {
    this.closed = true;
    this.ws?.close();
  }
}
